import { excludedFromBoth, excludedFromVisibleFields } from './exclusions'
import { NO_COOKIE_FIELD, type NoCookieFields } from './no-cookie-field'
import { collectVisibleFields, type StyleReader, type VisibleFieldsRecord } from './visible-fields'
import { insertVisibleFieldsInput } from './visible-fields-input'

/** What a form scan needs. */
export interface ProcessDeps {
  readonly doc: Document
  /** `data__visible_fields_required`: false → no visible-fields inputs. */
  readonly visibleFieldsRequired: boolean
  /** Present in cookie mode none only. */
  readonly noCookie?: NoCookieFields
  readonly style?: StyleReader
}

/**
 * Processes the forms not seen before: the no-cookie field first (it is one of the
 * invisible fields the record names), then every record is read in one pass and only
 * then are the visible-fields inputs written, so a scan forces one style calculation.
 */
export function createFormProcessor(deps: ProcessDeps): { scan(): void } {
  const seen = new WeakSet<HTMLFormElement>()
  return {
    scan() {
      const forms = deps.doc.forms
      deps.noCookie?.attach(forms)
      const records: [HTMLFormElement, number, VisibleFieldsRecord][] = []
      for (let i = 0; i < forms.length; i++) {
        const form = forms[i]!
        if (seen.has(form)) continue
        seen.add(form)
        if (!deps.visibleFieldsRequired) continue
        if (excludedFromBoth(form) || excludedFromVisibleFields(form)) continue
        records.push([form, i, collectVisibleFields(form, deps.style)])
      }
      for (const [form, index, record] of records) {
        // Only mode none has a no-cookie field to keep last.
        const noCookie = deps.noCookie && form.querySelector(`input[name="${NO_COOKIE_FIELD}"]`)
        insertVisibleFieldsInput(form, index, record, noCookie || null)
      }
    },
  }
}

import { addedField } from '../engine/added-field'
import { addToBody, type AddedField } from '../engine/body-rewrite'
import type { FetchRule, FetchTables } from '../engine/env'
import type { PluginIntegration } from '../engine/plugin'
import { bodyField } from '../engine/request-info'
import { urlencodedValue } from '../engine/urlencoded'

/**
 * The `id` of a Ninja Forms submission: the first `"id":"<digits>"` of its formData. A second
 * render of the same form on a page is instance `<id>_<n>` (`"id":"3_1"`, container
 * `#nf-form-3_1-cont`), so the instance suffix is part of the id.
 */
export function ninjaFormId(formData: string | undefined): string | undefined {
  return formData?.match(/"id":"(\d+(?:_\d+)?)"/)?.[1]
}

/** This project's own form front end, which submits with fetch (always in the main bundle). */
export const NINJA_FORMS_FETCH_RULE: FetchRule = {
  // dist/forms.js submits with fetch; the original protects Ninja Forms through jQuery.
  rewrite: ({ body }, env) => {
    if (typeof body !== 'string' && !(body instanceof URLSearchParams)) return undefined
    if (bodyField(body, 'action') !== 'nf_ajax_submit') return undefined
    const fields: AddedField[] = [addedField(env.fields, 'U')]
    const id = ninjaFormId(bodyField(body, 'formData'))
    const vf = id && env.visibleFields(env.win.document.getElementById(`nf-form-${id}-cont`))
    if (vf) fields.push({ key: 'apbct_visible_fields', value: vf })
    const out = addToBody(body, fields, 'append')
    return out.changed ? out.body : undefined
  },
}

/**
 * The tables the page's fetch wrapper reads: the form front end's rule first, then what the
 * plugin chunk has added to `tables` (read at call time, so later additions count).
 */
export function withOwnFetchRules(tables: FetchTables): FetchTables {
  return {
    get rules() {
      return [NINJA_FORMS_FETCH_RULE, ...tables.rules]
    },
    get checks() {
      return tables.checks
    },
  }
}

/**
 * Ninja Forms (contract f): the original's front end submits through jQuery, with the form's
 * visible fields; this project's own front end (dist/forms.js) submits with fetch, whose rule
 * ({@link NINJA_FORMS_FETCH_RULE}) is always on and so not part of the plugin chunk's tables.
 */
export const ninjaFormsPlugin: PluginIntegration = {
  jquerySigns: [
    {
      all: ['action=nf_ajax_submit'],
      key: 'U',
      container: (data, doc) => {
        const id = ninjaFormId(urlencodedValue(data, 'formData'))
        return id ? doc.getElementById(`nf-form-${id}-cont`) : null
      },
    },
  ],
}

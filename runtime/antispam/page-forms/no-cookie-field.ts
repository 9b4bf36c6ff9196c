import { excludedFromBoth, excludedFromNoCookie, isPostForm } from './exclusions'

/** The no-cookie hidden field's name and classes (contract d, wire). */
export const NO_COOKIE_FIELD = 'ct_no_cookie_hidden_field'

/** Whether a form gets the no-cookie field: no method or POST, and not excluded. */
export function takesNoCookieField(form: HTMLFormElement): boolean {
  return isPostForm(form) && !excludedFromBoth(form) && !excludedFromNoCookie(form)
}

function fieldOf(form: HTMLFormElement): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>(`input[name="${NO_COOKIE_FIELD}"]`)
}

/**
 * Keeps the no-cookie field of each form current: added as the form's last child when
 * missing, its value replaced only when the payload differs.
 */
export interface NoCookieFields {
  /** Adds the field to forms that take it and lack it. */
  attach(forms: Iterable<HTMLFormElement>): void
  /** Recomputes the payload; touches the DOM only when it changed. */
  refresh(): void
}

/** Creates the field keeper for a document; `payload` is read lazily and compared. */
export function createNoCookieFields(doc: Document, payload: () => string): NoCookieFields {
  let current: string | undefined
  const value = () => (current ??= payload())
  const add = (form: HTMLFormElement) => {
    const input = doc.createElement('input')
    // Attributes in the order the plugin prints them (contract d).
    input.setAttribute('name', NO_COOKIE_FIELD)
    input.setAttribute('value', value())
    input.setAttribute('type', 'hidden')
    input.setAttribute('class', `apbct_special_field ${NO_COOKIE_FIELD}`)
    form.appendChild(input)
  }
  return {
    attach(forms) {
      for (const form of forms) if (takesNoCookieField(form) && !fieldOf(form)) add(form)
    },
    refresh() {
      // No form has taken a field yet: nothing to rebuild, and no storage to read.
      if (current === undefined) return
      const next = payload()
      if (next === current) return
      current = next
      for (const form of doc.forms) {
        const input = fieldOf(form)
        if (input && input.value !== next) input.setAttribute('value', next)
      }
    },
  }
}

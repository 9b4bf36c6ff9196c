import type { Radio } from '../addon-api/radio'
import type { FormStore } from '../logic/form-store'

/**
 * The lazily loaded parts of a form, present once their chunk loaded. The module of each
 * part adds its member by declaration merging (fields/field-kit.ts adds `kit`,
 * fields/HtmlField.tsx `htmlField`), so this module imports none of them and every field
 * module may import it without a cycle.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by merging
export interface FormParts {}

/** Everything a field component needs from its form, passed down as one prop. */
export interface FormContext extends FormParts {
  /** The form id as printed, possibly suffixed (`3_1`). */
  readonly formId: string
  readonly store: FormStore
  /** `form.settings` (stored settings plus the i18n messages). */
  readonly settings: Readonly<Record<string, unknown>>
  readonly radio: Radio
  /**
   * Sanitizes server HTML for display. Present only when the form carries markup (the
   * sanitizer is a lazily loaded chunk); without it, markup is shown as text.
   */
  readonly sanitize: ((html: string) => string) | undefined
  /** Sanitizes an html field's live display text (cached template; see html/sanitize-display). */
  readonly sanitizeDisplay: ((display: string) => string) | undefined
  /** Loads the sanitizer on demand (for server HTML that arrives later, e.g. a response). */
  readonly sanitizer: () => Promise<(html: string) => string>
  /** The logged-in WordPress user id, 0 for a visitor. */
  readonly userId: number
  /** Lazily loads a named chunk (date picker, masks, signature pad, editor, fonts). */
  readonly loadChunk: <T>(name: string) => Promise<T>
}

import type { Radio } from '../bus/radio'
import type { FieldKit } from '../fields/field-kit'
import type { HtmlFieldChunk } from '../fields/HtmlField'
import type { FormStorePort } from './store-port'

/** Everything a field component needs from its form, passed down as one prop. */
export interface FormContext {
  /** The form id as printed, possibly suffixed (`3_1`). */
  readonly formId: string
  readonly store: FormStorePort
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
  /**
   * The lazily loaded field kinds (date, star rating, image list, signature, product, total,
   * repeater, rich text, CAPTCHA), present when the form has one of them and it loaded.
   */
  readonly kit?: FieldKit
  /** The html field and live display (`html-field` chunk), present when the form has one. */
  readonly htmlField?: HtmlFieldChunk['HtmlField']
}

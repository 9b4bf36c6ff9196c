import DOMPurify from 'dompurify'
import { ALLOWED_URI } from '../../core/allowed-uri'

/**
 * The decoded form is the site's own markup, so it keeps what a form needs: `<form>` and
 * `name`/`id` values such as "submit" or "action" (DOMPurify's clobbering guard would strip
 * them and break the form). Scripts, event handlers and URLs other than http(s), mailto, tel
 * and relative ones are removed as everywhere else; the original inserted the markup with
 * outerHTML, where scripts never ran either.
 */
export const sanitizeForm = (html: string): string =>
  DOMPurify.sanitize(html, { SANITIZE_DOM: false, ALLOWED_URI_REGEXP: ALLOWED_URI })

import DOMPurify from 'dompurify'
import { ALLOWED_URI } from '../../core/allowed-uri'

/** Server HTML made harmless for the page (the sanitizer chunk's one function). */
export function sanitizeHtml(html: string): string {
  // Text with no markup, entity or character the parser rewrites comes back as it is: no
  // document to build (a form's hundred calculation displays each ask this at start-up).
  if (!/[<>&\r\0\u00a0]/.test(html)) return html
  return DOMPurify.sanitize(html, {
    // Links may open elsewhere but never run script; forms inside forms break submit.
    FORBID_TAGS: ['form', 'style'],
    // Embeds (a map in an html field, as the event-registration template has) show as the
    // original shows them; their src obeys the same URL rule, and a cross-origin frame
    // cannot reach the page.
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  })
}

import DOMPurify from 'dompurify'
import { ALLOWED_URI } from '../../core/allowed-uri'

/** Server HTML made harmless for the page (the sanitizer chunk's one function). */
export function sanitizeHtml(html: string): string {
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

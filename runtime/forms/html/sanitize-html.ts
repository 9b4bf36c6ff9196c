import DOMPurify, { type Config } from 'dompurify'
import { ALLOWED_URI } from '../../core/allowed-uri'

const CONFIG: Config = {
  // Links may open elsewhere but never run script; forms inside forms break submit.
  FORBID_TAGS: ['form', 'style'],
  // Embeds (a map in an html field, as the event-registration template has) show as the
  // original shows them; their src obeys the same URL rule, and a cross-origin frame
  // cannot reach the page.
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy'],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
}

let purifier: typeof DOMPurify | undefined

// A sanitizer of our own with the configuration set once: given with each call, the
// configuration's allow-lists were rebuilt on every call (0.2–1 ms each on a slow machine, three
// html fields in the job application's first render). Its own instance, so no other code's
// DOMPurify calls get this configuration.
function purify(): typeof DOMPurify {
  if (!purifier) {
    purifier = DOMPurify(window)
    purifier.setConfig(CONFIG)
  }
  return purifier
}

/** Server HTML made harmless for the page (the sanitizer chunk's one function). */
export function sanitizeHtml(html: string): string {
  // Text with no markup, entity or character the parser rewrites comes back as it is: no
  // document to build (a form's hundred calculation displays each ask this at start-up).
  if (!/[<>&\r\0\u00a0]/.test(html)) return html
  return purify().sanitize(html)
}

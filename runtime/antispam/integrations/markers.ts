/**
 * The page markers of the third-party plugins of contract (f), and of the forms the server
 * encoded for force protection. The main bundle loads the plugin hooks
 * (dist/antispam-plugins.js) only on pages that have one of them, jQuery or `wp.apiFetch`;
 * the hooks use the same selectors to decide what applies.
 */

export const WP_FILE_UPLOAD = 'div.wfu_container'
export const BOOKED = '#newAppointmentForm, .booked-calendar-shortcode-wrap'
export const BACK_IN_STOCK = 'body.single-product'
export const DIVI_OPTIN = '.et_pb_newsletter_form'
export const REDNAO = 'script[id*="smart-forms"]'
export const MAILPOET = 'form.mailpoet_form'
export const FLUENT_BOOKING = 'div.fluent_booking_wrap, div.fcal_calendar_slot_wrap'
export const AMELIA = '[id^="amelia-app-booking"], .amelia-frontend, .amelia-v2-booking'
export const METFORM = 'form.metform-form-content'
export const WPRM = 'form.wprm-user-ratings-modal-stars-container'
export const ADD_TO_CART =
  '.add_to_cart_button, .single_add_to_cart_button, .wc-block-components-product-button__button'
export const MAILCHIMP = '.mcforms-wrapper'
export const OTTER = '.otter-form__container'
export const ELFSIGHT = '[class*="elfsight-app"]'
export const BITRIX24 = '.b24-form'
export const GIVEWP_FRAME = 'iframe[src*="givewp-route"]'
/** A form the server printed encoded for force protection (contract e; not a third party's). */
export const ENCODED_FORM = '[data-encoded-form]'
/** sender.net's form, found inside a same-origin iframe (see {@link inSameOriginFrame}). */
export const SENDER_NET_FORM = '#sender-form-content'

/** Every marker of the page itself, as one selector list (sender.net's is in a frame). */
export const PLUGIN_MARKERS = [
  WP_FILE_UPLOAD,
  BOOKED,
  BACK_IN_STOCK,
  DIVI_OPTIN,
  REDNAO,
  MAILPOET,
  FLUENT_BOOKING,
  AMELIA,
  METFORM,
  WPRM,
  ADD_TO_CART,
  MAILCHIMP,
  OTTER,
  ELFSIGHT,
  BITRIX24,
  GIVEWP_FRAME,
  ENCODED_FORM,
].join(', ')

/**
 * The first element matching `selector` inside a same-origin iframe of `doc`. Cross-origin
 * frames are skipped: their document is not readable (null, or a SecurityError).
 */
export function inSameOriginFrame(doc: Document, selector: string): Element | null {
  for (const frame of doc.querySelectorAll('iframe')) {
    try {
      const found = frame.contentDocument?.querySelector(selector)
      if (found) return found
    } catch {
      // Not readable: not ours to look into.
    }
  }
  return null
}

/** The sender.net form (contract f: `#sender-form-content` in a same-origin iframe). */
export const senderNetForm = (doc: Document): Element | null =>
  inSameOriginFrame(doc, SENDER_NET_FORM)

/** Whether the page has the marker of one of contract (f)'s plugins. */
export function hasPluginMarker(doc: Document): boolean {
  return doc.querySelector(PLUGIN_MARKERS) !== null || senderNetForm(doc) !== null
}

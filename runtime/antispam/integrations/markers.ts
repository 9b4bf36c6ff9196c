/**
 * The page markers of the third-party plugins of contract (f). The main bundle loads the
 * plugin hooks (dist/antispam-plugins.js) only on pages that have one of them, jQuery or
 * `wp.apiFetch`; the hooks use the same selectors to decide what applies.
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
/** sender.net's form lives in an iframe: any iframe may hold it. */
export const SENDER_NET = 'iframe'

/** Every marker, as one selector list. */
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
  SENDER_NET,
].join(', ')

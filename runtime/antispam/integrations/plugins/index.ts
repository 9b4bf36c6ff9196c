import type { PluginIntegration } from '../engine/plugin'
import { beaverBuilder } from './beaver-builder'
import { twtCcSignup } from './twt-cc-signup'
import { MAILPOET, mailpoet } from './mailpoet'
import { userRegistration } from './user-registration'
import { happyforms } from './happyforms'
import { buddypress } from './buddypress'
import { wholesaleLeadCapture } from './wholesale-lead-capture'
import { ADD_TO_CART, woocommerce } from './woocommerce'
import { bookingCalendar } from './booking-calendar'
import { drplusSignup } from './drplus-signup'
import { btCc } from './bt-cc'
import { wprFormBuilder } from './wpr-form-builder'
import { ninjaFormsPlugin } from './ninja-forms'
import { ultimateAddonsElementor } from './ultimate-addons-elementor'
import { sqbQuiz } from './sqb-quiz'
import { bloom } from './bloom'
import { piotnetForms } from './piotnet-forms'
import { WP_FILE_UPLOAD, wpFileUpload } from './wp-file-upload'
import { BOOKED, booked } from './booked'
import { BACK_IN_STOCK, backInStock } from './back-in-stock'
import { DIVI_OPTIN, diviOptin } from './divi-optin'
import { REDNAO, rednao } from './rednao'
import { FLUENT_BOOKING, fluentBooking } from './fluent-booking'
import { AMELIA, amelia } from './amelia'
import { METFORM, metform } from './metform'
import { WPRM, wpRecipeMaker } from './wp-recipe-maker'
import { MAILCHIMP, mailchimp } from './mailchimp'
import { OTTER, otter } from './otter'
import { ELFSIGHT, elfsight } from './elfsight'
import { BITRIX24, bitrix24 } from './bitrix24'
import { senderNet, senderNetForm } from './sender-net'
import { GIVEWP_FRAME, giveWp } from './givewp'
import { ENCODED_FORM, forceProtectionPlugin } from './force-protection'

/**
 * Every integration of contract (f) and force protection: what dist/antispam-plugins.js
 * installs (install-plugins.ts). A new one is a module in this folder plus its line here (and
 * its marker in PLUGIN_MARKERS). The order is the order of each table: jQuery's signs are
 * tested in it and a later match wins the key choice, so the jQuery plugins come first, as
 * contract (f) lists their signs.
 */
export const PLUGINS: readonly PluginIntegration[] = [
  beaverBuilder,
  twtCcSignup,
  mailpoet,
  userRegistration,
  happyforms,
  buddypress,
  wholesaleLeadCapture,
  woocommerce,
  bookingCalendar,
  drplusSignup,
  btCc,
  wprFormBuilder,
  ninjaFormsPlugin,
  ultimateAddonsElementor,
  sqbQuiz,
  bloom,
  piotnetForms,
  wpFileUpload,
  booked,
  backInStock,
  diviOptin,
  rednao,
  fluentBooking,
  amelia,
  metform,
  wpRecipeMaker,
  mailchimp,
  otter,
  elfsight,
  bitrix24,
  senderNet,
  giveWp,
  forceProtectionPlugin,
]

/**
 * The page markers of {@link PLUGINS} as one selector list, for the main bundle: a page with
 * one loads the plugin chunk. Listed by name rather than read from the descriptors, so the
 * main bundle carries the markers and none of the rules (index.test.ts checks both lists
 * agree). sender.net's marker is in a frame: {@link hasPluginMarker} looks for it. (Pure: the
 * plugin chunk, which does not read it, leaves it out.)
 */
export const PLUGIN_MARKERS = /* @__PURE__ */ [
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

/** Whether the page has the marker of one of the plugins. */
export function hasPluginMarker(doc: Document): boolean {
  return doc.querySelector(PLUGIN_MARKERS) !== null || senderNetForm(doc) !== null
}

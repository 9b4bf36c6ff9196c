import type { KeyStyle } from './added-field'
import type { StringEdit } from './body-rewrite'
import { bodyHas } from './request-info'

/** A plugin whose XHR requests get the added field (contract f, XHR `send` patch). */
export interface XhrRule {
  readonly name: string
  /** The plugin is on the page (the patch is installed only if some marker exists). */
  present(doc: Document, win: Window): boolean
  /** This request is the plugin's protected call. */
  matches(url: string, body: unknown): boolean
  readonly key: KeyStyle
  readonly edit: StringEdit
}

const has = (selector: string) => (doc: Document) => doc.querySelector(selector) !== null
const sign =
  (...signs: string[]) =>
  (_url: string, body: unknown) =>
    signs.every((s) => bodyHas(body, s))

/** Every XHR integration of the contract, in its order. */
export const XHR_RULES: readonly XhrRule[] = [
  {
    name: 'WP File Upload',
    present: has('div.wfu_container'),
    matches: sign('action=wfu_ajax_action_ask_server'),
    key: 'W',
    edit: 'append',
  },
  {
    name: 'Booked',
    present: has('#newAppointmentForm, .booked-calendar-shortcode-wrap'),
    matches: sign('action=booked_add_appt'),
    key: 'W',
    edit: 'append',
  },
  {
    name: 'Back In Stock',
    present: (doc, win) => doc.querySelector('body.single-product') !== null && 'cwginstock' in win,
    matches: sign('action=cwginstock_product_subscribe'),
    key: 'W',
    edit: 'append',
  },
  {
    name: 'Divi opt-in',
    present: has('.et_pb_newsletter_form'),
    matches: sign('action=et_pb_submit_subscribe_form'),
    key: 'U',
    edit: 'append',
  },
  {
    name: 'RedNao Smart Forms',
    present: has('script[id*="smart-forms"]'),
    matches: sign('rednao_smart_forms_save_form_values'),
    key: 'U',
    edit: 'append',
  },
  {
    name: 'MailPoet',
    present: has('form.mailpoet_form'),
    matches: sign('action=mailpoet', 'method=subscribe'),
    key: 'W',
    edit: 'append',
  },
  {
    name: 'Fluent Booking',
    present: has('div.fluent_booking_wrap, div.fcal_calendar_slot_wrap'),
    matches: (_url, body) =>
      body instanceof FormData && body.get('action') === 'fluent_cal_schedule_meeting',
    key: 'U',
    edit: 'append',
  },
  {
    name: 'Amelia',
    present: has('[id^="amelia-app-booking"], .amelia-frontend, .amelia-v2-booking'),
    matches: (url) => url.includes('action=wpamelia_api'),
    key: 'U',
    edit: 'json',
  },
]

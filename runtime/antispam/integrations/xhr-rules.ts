import type { KeyStyle } from './added-field'
import type { StringEdit } from './body-rewrite'
import {
  AMELIA,
  BACK_IN_STOCK,
  BOOKED,
  DIVI_OPTIN,
  FLUENT_BOOKING,
  MAILPOET,
  REDNAO,
  WP_FILE_UPLOAD,
} from './markers'
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
    present: has(WP_FILE_UPLOAD),
    matches: sign('action=wfu_ajax_action_ask_server'),
    key: 'W',
    edit: 'append',
  },
  {
    name: 'Booked',
    present: has(BOOKED),
    matches: sign('action=booked_add_appt'),
    key: 'W',
    edit: 'append',
  },
  {
    name: 'Back In Stock',
    present: (doc, win) => doc.querySelector(BACK_IN_STOCK) !== null && 'cwginstock' in win,
    matches: sign('action=cwginstock_product_subscribe'),
    key: 'W',
    edit: 'append',
  },
  {
    name: 'Divi opt-in',
    present: has(DIVI_OPTIN),
    matches: sign('action=et_pb_submit_subscribe_form'),
    key: 'U',
    edit: 'append',
  },
  {
    name: 'RedNao Smart Forms',
    present: has(REDNAO),
    matches: sign('rednao_smart_forms_save_form_values'),
    key: 'U',
    edit: 'append',
  },
  {
    name: 'MailPoet',
    present: has(MAILPOET),
    matches: sign('action=mailpoet', 'method=subscribe'),
    key: 'W',
    edit: 'append',
  },
  {
    name: 'Fluent Booking',
    present: has(FLUENT_BOOKING),
    matches: (_url, body) =>
      body instanceof FormData && body.get('action') === 'fluent_cal_schedule_meeting',
    key: 'U',
    edit: 'append',
  },
  {
    name: 'Amelia',
    present: has(AMELIA),
    matches: (url) => url.includes('action=wpamelia_api'),
    key: 'U',
    edit: 'json',
  },
]

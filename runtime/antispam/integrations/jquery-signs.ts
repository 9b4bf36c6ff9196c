import type { KeyStyle } from './added-field'
import type { CookieMode } from '../config/config'
import { ninjaFormId } from './fetch-rules'
import { urlencodedValue } from './urlencoded'

/** One detection sign of the jQuery `ajaxSetup` hook (contract f). */
export interface JquerySign {
  /** Every string must occur in the request data (or the URL, for `inUrl`). */
  readonly all: readonly string[]
  readonly inUrl?: boolean
  readonly key: KeyStyle
  /** The container whose visible-fields input is sent, when the row has [vf]. */
  container?(data: string, doc: Document): Element | null
  /** Only in this cookie mode. */
  readonly mode?: CookieMode
}

const w = (...all: string[]): JquerySign => ({ all, key: 'W' })
const u = (...all: string[]): JquerySign => ({ all, key: 'U' })

/** The signs in the order they are tested; a later match overrides an earlier one. */
export const JQUERY_SIGNS: readonly JquerySign[] = [
  w('action=fl_builder_subscribe_form_submit'),
  w('twt_cc_signup'),
  { ...w('action=mailpoet'), container: (_d, doc) => doc.querySelector('form.mailpoet_form') },
  w('action=user_registration', 'ur_frontend_form_nonce'),
  w('action=happyforms_message'),
  w('action=new_activity_comment'),
  w('action=wwlc_create_user'),
  { ...w('wc-ajax=add_to_cart'), inUrl: true },
  // WP Booking Calendar has the [vf] flag in the original but no container to read.
  u('action=WPBC_AJX_BOOKING__CREATE'),
  u('action=drplus_signup'),
  u('action=bt_cc'),
  u('action=wpr_form_builder_email'),
  {
    ...u('action=nf_ajax_submit'),
    container: (data, doc) => {
      const id = ninjaFormId(urlencodedValue(data, 'formData'))
      return id ? doc.getElementById(`nf-form-${id}-cont`) : null
    },
  },
  { ...u('action=uael_register_user'), mode: 'none' },
  u('action=SQBSubmitQuizAjax'),
  {
    ...u('action=user_registration_user_form_submit'),
    container: (_d, doc) => doc.querySelector('.ur-frontend-form form, form.register'),
  },
]

/** The last sign matching a request, or undefined. */
export function matchSign(
  signs: readonly JquerySign[],
  data: string,
  url: string,
  mode: CookieMode,
): JquerySign | undefined {
  let found: JquerySign | undefined
  for (const sign of signs) {
    if (sign.mode && sign.mode !== mode) continue
    const text = sign.inUrl ? url : data
    if (sign.all.every((s) => text.includes(s))) found = sign
  }
  return found
}

import { CHECKJS_KEY } from '../server/handlers/antispam-js-keys'
import { scriptJson } from './html'
import type { PageContext } from './page-context'

const TAG_ATTRS =
  'data-no-defer="1" data-ezscrex="false" data-cfasync="false" data-pagespeed-no-defer data-cookieconsent="ignore"'

/** `ctPublicFunctions` as the plugin prints it (contract section a). */
export function ctPublicFunctions(ctx: PageContext): Record<string, unknown> {
  const { knobs, origin, nonces } = ctx
  return {
    _ajax_nonce: nonces.ajax,
    _rest_nonce: nonces.rest,
    _ajax_url: '/wp-admin/admin-ajax.php',
    _rest_url: `${origin}/wp-json/`,
    data__cookies_type: knobs.cookieMode,
    data__ajax_type: knobs.ajaxType,
    bot_detector_enabled: knobs.botDetector ? '1' : '0',
    data__frontend_data_log_enabled: 0,
    cookiePrefix: '',
    wprocket_detected: false,
    host_url: new URL(origin).host,
    text__ee_click_to_select: 'Click to select the whole data',
    text__ee_original_email: 'The complete one is',
    text__ee_got_it: 'Got it',
    text__ee_blocked: 'Blocked',
    text__ee_cannot_connect: 'Cannot connect',
    text__ee_cannot_decode: 'Can not decode email. Unknown reason',
    text__ee_email_decoder: 'CleanTalk email decoder',
    text__ee_wait_for_decoding: 'The magic is on the way!',
    text__ee_decoding_process: 'Please wait a few seconds while we decode the contact data.',
  }
}

/** `ctPublic` as the plugin prints it (contract section a). */
export function ctPublic(
  ctx: PageContext,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const { knobs, origin, nonces } = ctx
  const on = (b: boolean) => (b ? '1' : '0')
  return {
    _ajax_nonce: nonces.ajax,
    settings__forms__check_internal: '0',
    settings__forms__check_external: '0',
    settings__forms__force_protection: '0',
    settings__forms__search_test: '1',
    settings__forms__wc_add_to_cart: '0',
    settings__sfw__anti_crawler: '0',
    blog_home: `${origin}/`,
    pixel__setting: knobs.pixel,
    pixel__enabled: knobs.pixel === '2',
    pixel__url: `${origin}/pixel/0123456789abcdef0123456789abcdef.gif`,
    data__email_check_before_post: on(knobs.emailCheckBeforePost),
    data__email_check_exist_post: on(knobs.emailCheckExist),
    data__cookies_type: knobs.cookieMode,
    data__key_is_ok: knobs.keyIsOk,
    data__visible_fields_required: true,
    wl_brandname: 'Anti-Spam by CleanTalk',
    wl_brandname_short: 'CleanTalk',
    ct_checkjs_key: CHECKJS_KEY,
    emailEncoderPassKey: '0123456789abcdef0123456789abcdef',
    bot_detector_forms_excluded: 'W10=',
    advancedCacheExists: false,
    varnishCacheExists: false,
    wc_ajax_add_to_cart: false,
    bot_detector_enabled: knobs.botDetector,
    ...overrides,
  }
}

/**
 * The two inline scripts that precede the bundle, then the bundle itself; `pub` overrides
 * `ctPublic` keys a page's plugin settings print differently.
 */
export function antispamHead(ctx: PageContext, pub: Record<string, unknown> = {}): string {
  return [
    `<script ${TAG_ATTRS}>var ctPublicFunctions = ${scriptJson(ctPublicFunctions(ctx))}</script>`,
    `<script ${TAG_ATTRS}>var ctPublic = ${scriptJson(ctPublic(ctx, pub))}</script>`,
    `<script src="/dist/antispam.js" id="ct_public_functions-js"></script>`,
  ].join('\n')
}

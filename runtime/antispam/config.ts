import { checks, isRecord, type Check } from './config-checks'
import type { ConfigOutput } from './config-schemas'
import { readKey } from './read-key'

/** Storage mode for collected signals (contract section d). */
export type CookieMode = ConfigOutput<'cookieMode'>

/**
 * The anti-spam runtime's view of `ctPublicFunctions` and `ctPublic` (contract a): the keys
 * the start-up path and the features use. Every key is read on its own; a missing or
 * malformed one falls back to the value that turns off what needs it. Keys only other
 * parts read are left to them (the badge and the decoder read theirs when they start; the
 * detector's wrapper reads `bot_detector_forms_excluded`), so the bundle carries no check
 * for a key nothing here uses.
 */
export interface AntispamConfig {
  readonly keyIsOk: boolean
  readonly cookieMode: CookieMode
  readonly cookiePrefix: string
  readonly ajaxType: 'rest' | 'admin_ajax'
  readonly ajaxUrl: string
  readonly restUrl: string
  readonly ajaxNonce: string
  readonly restNonce: string
  /** `_fresh_nonce`: when non-empty it overrides both nonces. */
  readonly freshNonce: string
  readonly blogHome: string
  readonly botDetectorEnabled: boolean
  readonly frontendDataLogEnabled: boolean
  readonly checkInternal: boolean
  readonly checkExternal: boolean
  readonly wcAddToCart: boolean
  /** `settings__sfw__anti_crawler`: the server's anti-crawler is on. */
  readonly antiCrawler: boolean
  /** "0" off, "1" server-printed, "2" JS, "3" auto. */
  readonly pixelSetting: '0' | '1' | '2' | '3'
  readonly pixelEnabled: boolean
  readonly pixelUrl: string
  readonly emailCheckBeforePost: boolean
  readonly emailCheckExistPost: boolean
  readonly visibleFieldsRequired: boolean
  readonly brandNameShort: string
  /** `ct_checkjs_key` as printed (a number or a text), or undefined when the page has none. */
  readonly checkjsKey?: string | number
  readonly wcAjaxAddToCart: boolean
}

const { text, flag } = checks

/**
 * Reads the two inline globals. Returns undefined when they are absent (AMP pages,
 * pages without the plugin); malformed keys fall back one by one with one warning each.
 */
export function readAntispamConfig(
  win: Record<string, unknown>,
  warn: (message: string) => void = (m) => console.warn(m),
): AntispamConfig | undefined {
  const fns = win.ctPublicFunctions
  const pub = win.ctPublic
  if (!isRecord(fns) || !isRecord(pub)) return undefined
  const keyIsOk = readKey(pub, 'ctPublic', 'data__key_is_ok', flag, false, warn, true)
  // Required keys (always printed by the plugin) warn when missing; optional ones do not.
  const f = <T>(key: string, s: Check<T>, d: T, required = true) =>
    readKey(fns, 'ctPublicFunctions', key, s, d, warn, required)
  const p = <T>(key: string, s: Check<T>, d: T, required = true) =>
    readKey(pub, 'ctPublic', key, s, d, warn, required)
  const detector = f('bot_detector_enabled', flag, p('bot_detector_enabled', flag, false, false))
  return {
    keyIsOk,
    cookieMode: f(
      'data__cookies_type',
      checks.cookieMode,
      p('data__cookies_type', checks.cookieMode, 'none'),
    ),
    cookiePrefix: f('cookiePrefix', checks.prefix, '', false),
    ajaxType: f('data__ajax_type', checks.ajaxType, 'admin_ajax'),
    ajaxUrl: f('_ajax_url', text, '/wp-admin/admin-ajax.php'),
    restUrl: f('_rest_url', text, '/wp-json/'),
    ajaxNonce: f('_ajax_nonce', checks.nonce, ''),
    restNonce: f('_rest_nonce', checks.nonce, ''),
    freshNonce: f('_fresh_nonce', checks.nonce, '', false),
    blogHome: p('blog_home', text, '/'),
    botDetectorEnabled: detector,
    frontendDataLogEnabled: f('data__frontend_data_log_enabled', flag, false, false),
    checkInternal: p('settings__forms__check_internal', flag, false),
    checkExternal: p('settings__forms__check_external', flag, false),
    wcAddToCart: p('settings__forms__wc_add_to_cart', flag, false),
    antiCrawler: p('settings__sfw__anti_crawler', flag, false, false),
    pixelSetting: p('pixel__setting', checks.pixel, '0'),
    pixelEnabled: p('pixel__enabled', flag, false),
    pixelUrl: p('pixel__url', text, ''),
    emailCheckBeforePost: p('data__email_check_before_post', flag, false),
    emailCheckExistPost: p('data__email_check_exist_post', flag, false),
    // Only an explicit false turns the visible-fields inputs off.
    visibleFieldsRequired: p('data__visible_fields_required', flag, true),
    brandNameShort: p('wl_brandname_short', text, 'CleanTalk', false),
    checkjsKey: p('ct_checkjs_key', checks.checkjs, undefined, false),
    wcAjaxAddToCart: p('wc_ajax_add_to_cart', flag, false, false),
  }
}

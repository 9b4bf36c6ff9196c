import * as z from 'zod/mini'
import { flag, isRecord, readKey } from '../core/settings'

/** Storage mode for collected signals (contract section d). */
export type CookieMode = 'native' | 'alternative' | 'none'

/** The anti-spam runtime's view of `ctPublicFunctions` and `ctPublic`. */
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
}

const cookieMode = z.enum(['native', 'alternative', 'none'])
const ajaxType = z.enum(['rest', 'admin_ajax'])
const text = z.string()
const prefix = z.string().check(z.regex(/^[A-Za-z1-9_-]*$/))

/**
 * Reads the two inline globals. Returns undefined when they are absent (AMP pages,
 * pages without the plugin); malformed keys fall back one by one with a warning.
 */
export function readAntispamConfig(
  win: Record<string, unknown>,
  warn: (message: string) => void = (m) => console.warn(m),
): AntispamConfig | undefined {
  const fns = win.ctPublicFunctions
  const pub = win.ctPublic
  if (!isRecord(fns) || !isRecord(pub)) return undefined
  const f = <T>(key: string, s: z.ZodMiniType<T>, d: T) =>
    readKey(fns, 'ctPublicFunctions', key, s, d, warn)
  const p = <T>(key: string, s: z.ZodMiniType<T>, d: T) => readKey(pub, 'ctPublic', key, s, d, warn)
  const mode = f('data__cookies_type', cookieMode, p('data__cookies_type', cookieMode, 'none'))
  return {
    keyIsOk: p('data__key_is_ok', flag, false),
    cookieMode: mode,
    cookiePrefix: f('cookiePrefix', prefix, ''),
    ajaxType: f('data__ajax_type', ajaxType, 'admin_ajax'),
    ajaxUrl: f('_ajax_url', text, '/wp-admin/admin-ajax.php'),
    restUrl: f('_rest_url', text, '/wp-json/'),
    ajaxNonce: f('_ajax_nonce', text, ''),
    restNonce: f('_rest_nonce', text, ''),
    freshNonce: f('_fresh_nonce', text, ''),
    blogHome: p('blog_home', text, '/'),
    botDetectorEnabled: f('bot_detector_enabled', flag, p('bot_detector_enabled', flag, false)),
  }
}

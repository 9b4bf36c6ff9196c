import { DEFAULT_CALC_DISPLAY_TYPES } from '../kinds'
import type { FormEnv } from './types'

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback
}

/**
 * Reads a form environment from the page globals `nfFrontEnd` and `nfi18n`, defensively:
 * anything missing or malformed falls back to the en_US defaults.
 */
export function formEnvFromGlobals(nfFrontEnd: unknown, nfi18n: unknown): FormEnv {
  const front = record(nfFrontEnd)
  const i18n = record(nfi18n)
  const calcTypes = record(record(front.use_merge_tags).calculations)
  const types = Object.keys(calcTypes)
  const nonceTs = front.nonce_ts
  return {
    i18n,
    locale: {
      thousandsSep: text(i18n.thousands_sep, ','),
      decimalPoint: text(i18n.decimal_point, '.'),
      siteLocale: text(i18n.siteLocale, 'en_US'),
    },
    calcDisplayTypes: types.length > 0 ? types : DEFAULT_CALC_DISPLAY_TYPES,
    ajaxUrl: text(front.adminAjax, '/wp-admin/admin-ajax.php'),
    nonce: typeof front.ajaxNonce === 'string' ? front.ajaxNonce : '',
    ...(nonceTs === undefined || nonceTs === null || nonceTs === ''
      ? {}
      : { nonceTs: String(nonceTs) }),
  }
}

import { bramble } from '../../../core/message'

/** The consent result of spec §3, as the `nf_consent_status_check` event carries it. */
export interface ConsentResult {
  consent_state: boolean[]
  services: string[]
}

/** Name of the consent cookie the CAPTCHA provider sets. */
export const CONSENT_COOKIE = '_grecaptcha'
/** Name of the document event that lets other code amend the result. */
export const CONSENT_EVENT = 'nf_consent_status_check'
/** Submit-field error slug while v3 consent is missing. */
export const CONSENT_MISSING_SLUG = 'recaptcha-v3-missing'
/** Submit-field error slug for a consent event problem. */
export const CONSENT_ERROR_SLUG = 'recaptcha-v3-consent'

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=')
    const k = (eq < 0 ? part : part.slice(0, eq)).trim()
    if (k === name) return eq < 0 ? '' : part.slice(eq + 1).trim()
  }
  return undefined
}

/**
 * The initial consent result: missing when the `_grecaptcha` cookie is absent or empty,
 * which adds a `false` state and the `missing_cookie` service.
 */
export function consentFromCookies(cookies: string): ConsentResult {
  const value = readCookie(cookies, CONSENT_COOKIE)
  if (value === undefined || value === '')
    return { consent_state: [false], services: ['missing_cookie'] }
  return { consent_state: [true], services: [] }
}

/** Consent is given when no entry of `consent_state` is false. */
export function consentGiven(result: ConsentResult): boolean {
  return result.consent_state.every((s) => s === true)
}

/**
 * Builds the result, publishes it as `nfFrontEnd.nf_consent_status_response` (when the page
 * has `nfFrontEnd`), lets listeners of `nf_consent_status_check` amend it through
 * `event.detail` or replace the published one, and returns it. `target` is the document.
 */
export function checkConsent(
  target: EventTarget,
  cookies: string,
  frontEnd?: Record<string, unknown>,
): ConsentResult {
  const result = consentFromCookies(cookies)
  if (frontEnd) frontEnd.nf_consent_status_response = result
  try {
    target.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: result }))
  } catch (error) {
    console.error(bramble('A consent listener failed:'), error)
  }
  const published = frontEnd?.nf_consent_status_response
  return isConsentResult(published) ? published : result
}

function isConsentResult(v: unknown): v is ConsentResult {
  if (typeof v !== 'object' || v === null) return false
  const r = v as Record<string, unknown>
  return Array.isArray(r.consent_state) && Array.isArray(r.services)
}

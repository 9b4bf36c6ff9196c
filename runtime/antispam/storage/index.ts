/** The anti-spam runtime's browser storage (contract d), for every feature. */
export { sendAltSessions } from './alt-sessions'
export type { AltCookies } from './alt-sessions'
export { utf8Base64 } from './base64'
export { BOT_TOKEN_KEY, BOT_TOKEN_LENGTH, botDetectorToken, botDetectorTokenRaw } from './bot-token'
export { clientData } from './client-data'
export { contextFields } from './context-fields'
export { deleteCookie, readCookies, writeCookie } from './cookies'
export { watchForceAltCookies } from './force-alt-cookies'
export { LOCAL_MAX_AGE_S, readLocal, writeLocal } from './local-entry'
export type { LocalValue } from './local-entry'
export {
  NO_COOKIE_PREFIX,
  TYPO_KEY,
  noCookieData,
  noCookieFieldValue,
  noCookiePayload,
} from './no-cookie'
export { SESSION_KEYS, readSession, writeSession } from './session'
export { FORCED_ALT_NAMES, createSignalStore } from './signal-store'
export type { SetOptions, SignalStore, SignalValue, StoreTarget } from './signal-store'

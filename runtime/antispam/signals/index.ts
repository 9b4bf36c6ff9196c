import { botDetectorExist } from './bot-detector-exist'
import { botTokenIntake } from './bot-token-intake'
import { checkedEmails } from './checked-emails'
import { checkjs } from './checkjs'
import { cookiesType } from './cookies-type'
import { detectorLog } from './detector-log'
import { gathersItself, leftToDetector, notGathered, type StartValues } from './detector-mode'
import { firstKeyPress } from './first-key-press'
import { gatheringLoaded } from './gathering-loaded'
import { hasInputFocused } from './has-input-focused'
import { hasKeyUp } from './has-key-up'
import { hasScrolled } from './has-scrolled'
import { headless } from './headless'
import { jsErrors } from './js-errors'
import { mouseMoved } from './mouse-moved'
import { pageHits } from './page-hits'
import { pageTrail } from './page-trail'
import { pointerTrail } from './pointer-trail'
import { psTimestamp } from './ps-timestamp'
import { screenInfo } from './screen-info'
import { sessionId } from './session-id'
import { siteReferer } from './site-referer'
import { timezone } from './timezone'
import type { Signal, SignalContext, SignalRead } from './types'
import { typing } from './typing'
import { visibleFieldsInit } from './visible-fields-init'

/**
 * Every browser-stored signal (spec §3, contract d), in start order. A new signal is one
 * file plus one line here; the payload type follows from this object.
 */
export const signals = {
  psTimestamp,
  timezone,
  cookiesType,
  checkjs,
  checkedEmails,
  visibleFieldsInit,
  headless,
  botDetectorExist,
  pageHits,
  sessionId,
  siteReferer,
  pageTrail,
  firstKeyPress,
  pointerTrail,
  mouseMoved,
  hasScrolled,
  hasInputFocused,
  hasKeyUp,
  screenInfo,
  typing,
  botTokenIntake,
  detectorLog,
  jsErrors,
  gatheringLoaded,
}

/**
 * What the original's bundle without its gathering code does with the detector on (see
 * gathersItself): the start-up values only (these), no pointer, key, scroll, focus, typing,
 * session, page-hit, referrer, cookie-type or error collection — the detector collects
 * behaviour. Its screen measure lives in the gathering code: the empty text.
 */
const DETECTOR_COLLECTS: Partial<Record<keyof typeof signals, StartValues>> = {
  firstKeyPress: { ct_fkp_timestamp: '0' },
  pointerTrail: { ct_pointer_data: '0' },
  screenInfo: { ct_screen_info: '' },
  mouseMoved: {},
  hasScrolled: {},
  hasInputFocused: {},
  hasKeyUp: {},
  typing: {},
  cookiesType: {},
  pageHits: {},
  sessionId: {},
  siteReferer: {},
  pageTrail: {},
  jsErrors: {},
}

/**
 * What the original gathers only with a valid key (`data__key_is_ok`): the pointer, first-key
 * and scroll listeners and the pointer's timers. Without it these keep their start-up values;
 * every other signal runs, since the server still reads them to accept a post.
 */
const KEY_GATED: Partial<Record<keyof typeof signals, StartValues>> = {
  firstKeyPress: { ct_fkp_timestamp: '0' },
  pointerTrail: { ct_pointer_data: '0' },
  mouseMoved: {},
  hasScrolled: {},
}

type Signals = typeof signals
/** The value type each signal measures. */
export type SignalValues = {
  [K in keyof Signals]: ReturnType<Signals[K]> extends Signal<infer T> ? T : never
}
/** What reading every signal yields. */
export type SignalsPayload = { [K in keyof Signals]: SignalRead<SignalValues[K]> }

/** The started signals of one page: read them all, or stop them all. */
export interface RunningSignals {
  read(): SignalsPayload
  stop(): void
}

/**
 * Creates and starts every signal. A signal that fails to start is stopped and reads as an
 * error; the others run on.
 */
export function startSignals(ctx: SignalContext): RunningSignals {
  const running = new Map<string, Signal<unknown>>()
  const broken = new Map<string, string>()
  const own = gathersItself(ctx)
  for (const [name, factory] of Object.entries(signals) as [
    keyof Signals,
    (c: SignalContext) => Signal<unknown>,
  ][]) {
    try {
      const left = own ? undefined : DETECTOR_COLLECTS[name]
      const gated = ctx.config.keyIsOk ? undefined : KEY_GATED[name]
      const signal = left
        ? leftToDetector(ctx, left)
        : gated
          ? notGathered(ctx, gated, 'not gathered without a valid key')
          : factory(ctx)
      running.set(name, signal)
      signal.start()
    } catch (error) {
      broken.set(name, error instanceof Error ? error.message : String(error))
      running.get(name)?.stop()
    }
  }
  return {
    read() {
      const out: Record<string, SignalRead<unknown>> = {}
      for (const name of Object.keys(signals)) {
        const error = broken.get(name)
        out[name] = error === undefined ? running.get(name)!.read() : { state: 'error', error }
      }
      return out as SignalsPayload
    },
    stop() {
      for (const signal of running.values()) {
        try {
          signal.stop()
        } catch {
          // Best effort: the other signals still stop.
        }
      }
    },
  }
}

export type { Signal, SignalContext, SignalFactory, SignalRead } from './types'
export type { TypingRecord } from './typing'
export type { PointerPoint } from './pointer-trail'
export type { ScreenInfo } from './screen-info'
export type { JsError } from './js-error-capture'

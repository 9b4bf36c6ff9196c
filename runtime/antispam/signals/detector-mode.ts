import { BOT_TOKEN_KEY } from '../storage/bot-token'
import { readLocal } from '../storage/local-entry'
import type { SignalValue } from '../storage/signal-store'
import { failed, type Signal, type SignalContext } from './types'

/**
 * Whether the runtime gathers the visitor's behaviour itself: with the external bot detector
 * off, or, with it on, for a returning visitor (`apbct_existing_visitor`) for whom the detector
 * has left no token — the original's fallback, which loads its gathering code. Otherwise the
 * detector collects behaviour and the original's bundle (no gathering code) only writes its
 * start-up values. Read before the start-up marks the visitor as returning.
 */
export function gathersItself({ config, win }: Pick<SignalContext, 'config' | 'win'>): boolean {
  if (!config.botDetectorEnabled) return true
  try {
    const ls = win.localStorage
    return readLocal(ls, 'apbct_existing_visitor') === 1 && !ls.getItem(BOT_TOKEN_KEY)
  } catch {
    return false
  }
}

/** The values a signal left to the detector writes at start-up. */
export type StartValues = Readonly<Record<string, SignalValue>>

/**
 * A signal left to the external detector: it writes the start-up values the original's
 * bundle writes without its gathering code, attaches no listener and no timer, and reads as
 * not collected.
 */
export const leftToDetector = (ctx: SignalContext, initial: StartValues): Signal<never> =>
  notGathered(ctx, initial, 'left to the bot detector')

/** A signal that writes its start-up values only: no listener, no timer, read as `why`. */
export const notGathered = (
  { store }: SignalContext,
  initial: StartValues,
  why: string,
): Signal<never> => ({
  start: () => store.set(initial),
  stop() {},
  read: () => failed(why),
})

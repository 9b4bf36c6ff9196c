import { eventSource, flagSignal } from './flag-signal'
import type { SignalFactory } from './types'

/** `ct_has_key_up`: "true" after the first key release. */
export const hasKeyUp: SignalFactory<boolean> = (ctx) =>
  flagSignal(ctx, 'ct_has_key_up', eventSource(ctx.win, 'keyup', 'document'), undefined, true)

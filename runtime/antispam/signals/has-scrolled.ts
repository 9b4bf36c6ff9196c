import { eventSource, flagSignal } from './flag-signal'
import type { SignalFactory } from './types'

/** `ct_has_scrolled`: "true" after the first scroll of the page. */
export const hasScrolled: SignalFactory<boolean> = (ctx) =>
  flagSignal(ctx, 'ct_has_scrolled', eventSource(ctx.win, 'scroll', 'window'))

import { eventSource, flagSignal } from './flag-signal'
import type { SignalFactory } from './types'

const FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT'])

/** `ct_has_input_focused`: "true" after the first focus of a form field. */
export const hasInputFocused: SignalFactory<boolean> = (ctx) =>
  flagSignal(
    ctx,
    'ct_has_input_focused',
    eventSource(ctx.win, 'focusin', 'document'),
    (event) => FIELDS.has((event.target as Element | null)?.nodeName ?? ''),
    true,
  )

import { flagSignal } from './flag-signal'
import type { SignalFactory } from './types'

/** `ct_mouse_moved`: "true" after the first pointer move. */
export const mouseMoved: SignalFactory<boolean> = (ctx) =>
  flagSignal(ctx, 'ct_mouse_moved', 'mousemove', 'document')

import { flagSignal } from './flag-signal'
import { pointerSamples } from './pointer-samples'
import type { SignalFactory } from './types'

/**
 * `ct_mouse_moved`: "true" after the first pointer move. The pointer trail samples the
 * page's first move (its listener is armed from start), so the flag is raised by that
 * sample instead of a listener call of its own.
 */
export const mouseMoved: SignalFactory<boolean> = (ctx) =>
  flagSignal(ctx, 'ct_mouse_moved', (handler) => {
    const samples = pointerSamples(ctx.win)
    samples.add(handler)
    return () => samples.delete(handler)
  })

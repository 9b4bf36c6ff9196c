import { eventSource, flagSignal } from './flag-signal'
import type { SignalFactory } from './types'

/**
 * `ct_has_scrolled`: "true" after the first scroll of the page. The shared listener captures,
 * so it also sees the scroll events of elements — a text field whose text scrolls as the
 * visitor (or a bot) types past its width, a scrolling list — which are not the page's.
 */
export const hasScrolled: SignalFactory<boolean> = (ctx) =>
  flagSignal(
    ctx,
    'ct_has_scrolled',
    eventSource(ctx.win, 'scroll', 'window'),
    (event) => (event.target as Partial<Node> | null)?.nodeType !== 1, // not an element
  )

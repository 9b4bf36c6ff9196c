import type { AntispamUi, BadgeListeners, BadgePhrases } from '../ui/types'

const TYPES = ['mouseover', 'click', 'touchend', 'keydown'] as const

/** Keys that open a badge's popup from the keyboard, as on a button. */
const OPEN_KEYS = new Set(['Enter', ' '])

/**
 * Waits for the first hover, click, touch or Enter/Space of a badge (never at idle), then loads the UI
 * chunk, hands the badges over to its listeners and replays that first interaction.
 * The listeners sit on the badges themselves, as the original's do: a pointer moving over the
 * rest of the page or a key typed into a field calls no script of ours (listeners on the
 * document were called for every element the pointer crossed and every key).
 * Returns the removal of whichever listeners are installed.
 */
export function armBadges(
  win: Window,
  phrases: BadgePhrases,
  badges: readonly Element[],
  loadUi: () => Promise<AntispamUi>,
): () => void {
  let listeners: BadgeListeners | undefined
  let disposed = false
  // Not passive: a key that opens a popup must not scroll the page.
  const opts = { capture: true }
  const arm = (on: boolean) =>
    badges.forEach((badge) =>
      TYPES.forEach((t) =>
        on ? badge.addEventListener(t, onFirst, opts) : badge.removeEventListener(t, onFirst, opts),
      ),
    )
  function onFirst(event: Event): void {
    try {
      const el = event.target instanceof Element ? event.target : null
      if (!el?.closest('.apbct-real-user-badge')) return
      if (event.type === 'keydown' && !OPEN_KEYS.has((event as KeyboardEvent).key)) return
      // The replayed key must not also scroll the page (Space) once the chunk is there.
      if (event.type === 'keydown') event.preventDefault()
      arm(false)
      loadUi()
        .then((ui) => {
          if (disposed) return
          listeners = ui.listenBadges(win, phrases)
          listeners.handle(event)
        })
        .catch((error: unknown) => {
          if (!disposed) arm(true)
          console.error('[bramble] Failed to load the real-person popup:', error)
        })
    } catch (error) {
      console.error('[bramble] Real-person badge handler failed:', error)
    }
  }
  arm(true)
  return () => {
    disposed = true
    arm(false)
    listeners?.dispose()
  }
}

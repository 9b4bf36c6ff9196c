import type { AntispamUi, BadgeListeners } from '../chunks/ui-types'
import { bramble } from '../../core/message'

const TYPES = ['mouseover', 'click', 'touchend', 'keydown'] as const

/** Keys that open a badge's popup from the keyboard, as on a button. */
const OPEN_KEYS = new Set(['Enter', ' '])

// One line for both failures (one string to ship in the start-up bundle).
const FAILED = bramble('Failed to open the real-person popup:')

/**
 * Waits for the first hover, click, touch or Enter/Space of a badge (never at idle), then loads the UI
 * chunk, hands the badges over to its listeners (it reads the popup's phrases) and replays that
 * first interaction.
 * The listeners sit on the badges themselves, as the original's do: a pointer moving over the
 * rest of the page or a key typed into a field calls no script of ours (listeners on the
 * document were called for every element the pointer crossed and every key).
 * Returns the removal of whichever listeners are installed.
 */
export function armBadges(
  win: Window,
  badges: readonly Element[],
  loadUi: () => Promise<AntispamUi>,
  warn: (message: string) => void,
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
        .then((ui) => ui.listenBadges(win, warn))
        .then((ready) => {
          if (disposed) return ready.dispose()
          listeners = ready
          listeners.handle(event)
        })
        .catch((error: unknown) => {
          if (!disposed) arm(true)
          console.error(FAILED, error)
        })
    } catch (error) {
      console.error(FAILED, error)
    }
  }
  arm(true)
  return () => {
    disposed = true
    arm(false)
    listeners?.dispose()
  }
}

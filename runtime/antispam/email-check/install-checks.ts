import type { AntispamContext } from '../feature'
import { loadAntispamChunk } from '../ui/load-ui'
import type { EmailChecker } from '../ui/types'
import { BEFORE_POST_TARGETS, DEBOUNCE_MS, EXIST_TARGETS } from './selectors'

/** Which checks the page turns on. */
export interface EmailCheckSwitches {
  readonly beforePost: boolean
  readonly exist: boolean
}

/**
 * The email checks' delegated listeners (spec §2.3, §5; contract c.3, c.4, e, f): an address
 * is checked when the visitor leaves its field (the contract's blur targets), 300 ms after
 * the last blur so a quick out-and-back sends one check; a pause while typing sends nothing,
 * so no partial address ("john@example.co") reaches the server. Emptying the field removes
 * the indicator at once. The checker itself loads with the UI chunk when a matching field is
 * first left. Delegation also covers inputs rendered later (the form front end) without a
 * MutationObserver. Returns the teardown.
 */
export function installEmailChecks(ctx: AntispamContext, switches: EmailCheckSwitches): () => void {
  const selector = [
    ...(switches.exist ? [EXIST_TARGETS] : []),
    ...(switches.beforePost ? [BEFORE_POST_TARGETS] : []),
  ].join(', ')
  let checker: Promise<EmailChecker> | undefined
  const getChecker = () =>
    (checker ??= loadAntispamChunk().then((ui) => ui.createEmailChecker(ctx, switches)))
  const timers = new Map<HTMLInputElement, ReturnType<typeof setTimeout>>()
  let live = true
  const fail = (error: unknown) => console.error('[bramble] Email check failed:', error)

  const onEvent = (event: Event) => {
    try {
      const input = event.target
      if (!(input instanceof HTMLInputElement)) return
      const empty = input.value.trim() === ''
      // Typing only matters when it empties the field: no selector match per keystroke.
      if ((event.type === 'input' && !empty) || !input.matches(selector)) return
      clearTimeout(timers.get(input))
      if (empty) {
        // An emptied field loses its indicator at once.
        checker?.then((c) => c.clear()).catch(fail)
        return
      }
      timers.set(
        input,
        setTimeout(() => {
          timers.delete(input)
          getChecker()
            .then((c) => live && c.check(input))
            .catch(fail)
        }, DEBOUNCE_MS),
      )
    } catch (error) {
      fail(error)
    }
  }
  const doc = ctx.win.document
  const opts = { capture: true, passive: true }
  doc.addEventListener('input', onEvent, opts)
  doc.addEventListener('focusout', onEvent, opts)
  return () => {
    live = false
    doc.removeEventListener('input', onEvent, opts)
    doc.removeEventListener('focusout', onEvent, opts)
    timers.forEach(clearTimeout)
    checker?.then((c) => c.clear()).catch(() => undefined)
  }
}

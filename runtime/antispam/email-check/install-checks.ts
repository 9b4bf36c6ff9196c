import type { AntispamContext } from '../context/feature'
import { loadChunk } from '../../core/chunk-loader'
import type { EmailChecker } from '../chunks/ui-types'
import { loadLazy } from '../chunks/load-lazy'
import { EMAIL_CHECKER_CHUNK } from './chunk-name'
import type { EmailCheckerChunk } from './email-checker.chunk'
import {
  BEFORE_POST_TARGETS,
  DEBOUNCE_MS,
  EXIST_AT_ONCE,
  EXIST_TARGETS,
  isBeforePostTarget,
} from './selectors'
import { bramble } from '../../core/message'

/** Which checks the page turns on. */
export interface EmailCheckSwitches {
  readonly beforePost: boolean
  readonly exist: boolean
}

/**
 * The email checks' delegated listeners (spec §2.3, §5; contract c.3, c.4, e, f): an address
 * is checked when the visitor leaves its field (the contract's blur targets), as the original
 * does: at once for the before-post check and for the comment, registration and checkout
 * addresses (a visitor who types the address last and clicks the button sends both checks
 * before the page navigates), 300 ms after the last blur for Contact Form 7's and the form
 * builder's inputs (selectors.ts). A pause while typing sends nothing, so no partial address
 * ("john@example.co") reaches the server; each address is checked once per page (the
 * checker's cache). Emptying the field removes the indicator at once. The checker's chunk
 * and the transport's start loading when a matching field gets focus, so the check leaves the
 * page in the same turn as the blur. Delegation also covers inputs rendered later (the form
 * front end) without a MutationObserver; its listeners are the main bundle's (`ctx.listen`),
 * and it hears keystrokes only once a check has run (to remove the indicator of an emptied
 * field). Returns the teardown.
 */
export function installEmailChecks(ctx: AntispamContext, switches: EmailCheckSwitches): () => void {
  const selector = [
    ...(switches.exist ? [EXIST_TARGETS] : []),
    ...(switches.beforePost ? [BEFORE_POST_TARGETS] : []),
  ].join(', ')
  let checker: Promise<EmailChecker> | undefined
  let ready: EmailChecker | undefined
  const getChecker = () =>
    (checker ??= loadChunk<EmailCheckerChunk>(EMAIL_CHECKER_CHUNK).then(
      (chunk) => (ready = chunk.createEmailChecker(ctx, switches)),
    ))
  const timers = new Map<HTMLInputElement, ReturnType<typeof setTimeout>>()
  let live = true
  const fail = (error: unknown) => console.error(bramble('Email check failed:'), error)
  const check = (input: HTMLInputElement, only: EmailCheckSwitches) => {
    if (!live) return
    // Loaded at the field's focus: checked synchronously, within the blur's own task.
    if (ready) return ready.check(input, only)
    getChecker()
      .then((c) => live && c.check(input, only))
      .catch(fail)
  }

  const doc = ctx.win.document
  const removers: (() => void)[] = []
  // Emptying a field matters only once a check ran or waits (an indicator to remove, a timer
  // to cancel): until then no listener runs on each keystroke of every field.
  let watchingInput = false
  const watchInput = () => {
    if (watchingInput) return
    watchingInput = true
    removers.push(ctx.listen(doc, 'input', onEvent))
  }
  const onEvent = (event: Event) => {
    try {
      const input = event.target
      if (!(input instanceof HTMLInputElement)) return
      const empty = input.value.trim() === ''
      if ((event.type === 'input' && !empty) || !input.matches(selector)) return
      if (event.type === 'focusin') {
        getChecker().catch(fail)
        loadLazy().catch(() => undefined)
        return
      }
      clearTimeout(timers.get(input))
      if (empty) {
        // An emptied field loses its indicator at once.
        checker?.then((c) => c.clear()).catch(fail)
        return
      }
      const exist = switches.exist && input.matches(EXIST_TARGETS)
      const atOnce = {
        beforePost: switches.beforePost && isBeforePostTarget(input),
        exist: exist && input.matches(EXIST_AT_ONCE),
      }
      if (atOnce.beforePost || exist) watchInput()
      if (atOnce.beforePost || atOnce.exist) check(input, atOnce)
      if (!exist || atOnce.exist) return
      timers.set(
        input,
        setTimeout(() => {
          timers.delete(input)
          check(input, { beforePost: false, exist: true })
        }, DEBOUNCE_MS),
      )
    } catch (error) {
      fail(error)
    }
  }
  for (const type of ['focusin', 'focusout']) removers.push(ctx.listen(doc, type, onEvent))
  return () => {
    live = false
    removers.forEach((remove) => remove())
    timers.forEach(clearTimeout)
    checker?.then((c) => c.clear()).catch(() => undefined)
  }
}

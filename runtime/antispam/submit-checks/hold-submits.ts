import { bramble } from '../../core/message'

/** Asks the server about one held submission; resolves whether it may be sent. */
export type SubmitCheck = (form: HTMLFormElement) => Promise<boolean>

/** The running hold: more windows to watch, script submits to guard, and its stop. */
export interface SubmitHold {
  /** Also holds the submits of forms in `win` (a same-origin frame's window); once per document. */
  watch(win: Window): void
  /**
   * Routes a page script's `form.submit()` of `form` (which fires no submit event) through
   * the same check, by a `submit` of this form instance only (never the prototype's).
   */
  guardScript(form: HTMLFormElement): void
  stop(): void
}

type Send = (form: HTMLFormElement) => void

/**
 * Holds the visitor's submit of the forms `checkFor` names while their check runs, then
 * sends it as the visitor did (the same submitter, so its name/value and any `formaction`
 * are kept) or not at all. One capture listener per watched window, so the page's own
 * submit handlers see only the submission that goes out, once. While a form's check is in
 * flight further submits of it (a double click, a script's submit()) are swallowed: never
 * two checks for one form. The released submit passes untouched: no second check, no loop.
 */
export function holdSubmits(
  win: Window,
  checkFor: (form: HTMLFormElement) => SubmitCheck | undefined,
): SubmitHold {
  const pending = new WeakSet<HTMLFormElement>()
  const released = new WeakSet<HTMLFormElement>()
  // By document: a frame that navigates keeps its window proxy but gets a new document.
  const watched = new Map<Document, Window>()
  const guarded = new Set<HTMLFormElement>()
  const proto = HTMLFormElement.prototype

  const release = (form: HTMLFormElement, send: Send) => {
    released.add(form)
    try {
      send(form)
    } catch (error) {
      console.error(bramble('Failed to send a checked form:'), error)
    } finally {
      // requestSubmit dispatches its submit event synchronously (or none if invalid).
      released.delete(form)
    }
  }
  /** Runs the form's check; true when it was held (the caller must stop the submission). */
  const hold = (form: HTMLFormElement, send: Send): boolean => {
    if (released.has(form)) return false
    if (pending.has(form)) return true
    const check = checkFor(form)
    if (!check) return false
    pending.add(form)
    check(form)
      // Never trap the visitor: a check that fails to run lets the form go (the server
      // checks what it receives anyway).
      .catch(() => true)
      .then((allowed) => {
        pending.delete(form)
        if (allowed) release(form, send)
      })
      .catch(() => undefined)
    return true
  }

  const onSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement
    if (event.defaultPrevented) return
    const { submitter } = event as SubmitEvent
    const held = hold(form, (f) => {
      // The submitter may have left the form meanwhile: then submit without it.
      const by = submitter && (submitter as HTMLButtonElement).form === f ? submitter : null
      // The prototype's method: a field named "requestSubmit" would shadow the form's own.
      proto.requestSubmit.call(f, by)
    })
    if (held) {
      event.preventDefault()
      event.stopImmediatePropagation()
    }
  }

  const api = {
    watch(w: Window) {
      if (watched.has(w.document)) return
      watched.set(w.document, w)
      w.addEventListener('submit', onSubmit, true)
    },
    guardScript(form: HTMLFormElement) {
      if (guarded.has(form)) return
      try {
        // A field named "submit" shadows the method: page scripts cannot call it either.
        if (typeof form.submit !== 'function') return
        Object.defineProperty(form, 'submit', {
          configurable: true,
          writable: true,
          value() {
            // As the native submit(): no submit event, no validation, no submitter.
            if (!hold(form, (f) => proto.submit.call(f))) proto.submit.call(form)
          },
        })
        guarded.add(form)
      } catch (error) {
        console.error(bramble('Failed to guard a form:'), error)
      }
    },
    stop() {
      watched.forEach((w) => w.removeEventListener('submit', onSubmit, true))
      watched.clear()
      guarded.forEach((form) => delete (form as { submit?: unknown }).submit)
      guarded.clear()
    },
  }
  api.watch(win)
  return api
}

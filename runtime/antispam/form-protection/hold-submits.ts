/** Asks the server about one held submission; resolves whether it may be sent. */
export type SubmitCheck = (form: HTMLFormElement) => Promise<boolean>

/**
 * Holds the visitor's submit of the forms `checkFor` names while their check runs, then
 * sends it as the visitor did (the same submitter, so its name/value and any `formaction`
 * are kept) or not at all. One capture listener on the window, so the page's own submit
 * handlers see only the submission that goes out, once. While a form's check is in flight
 * further submits of it (a double click) are swallowed: never two checks for one form.
 * The released submit passes untouched: no second check, no loop.
 */
export function holdSubmits(
  win: Window,
  checkFor: (form: HTMLFormElement) => SubmitCheck | undefined,
): () => void {
  const pending = new WeakSet<HTMLFormElement>()
  const released = new WeakSet<HTMLFormElement>()
  const send = (form: HTMLFormElement, submitter: HTMLElement | null) => {
    released.add(form)
    try {
      // The submitter may have left the form meanwhile: then submit without it.
      const by = submitter && (submitter as HTMLButtonElement).form === form ? submitter : null
      // The prototype's method: a field named "requestSubmit" would shadow the form's own.
      HTMLFormElement.prototype.requestSubmit.call(form, by)
    } catch (error) {
      console.error('[bramble] Failed to send a checked form:', error)
    } finally {
      // requestSubmit dispatches its submit event synchronously (or none if invalid).
      released.delete(form)
    }
  }
  const onSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement
    if (released.has(form) || event.defaultPrevented) return
    if (pending.has(form)) {
      event.preventDefault()
      event.stopImmediatePropagation()
      return
    }
    const check = checkFor(form)
    if (!check) return
    event.preventDefault()
    event.stopImmediatePropagation()
    pending.add(form)
    const { submitter } = event as SubmitEvent
    check(form)
      // Never trap the visitor: a check that fails to run lets the form go (the server
      // checks what it receives anyway).
      .catch(() => true)
      .then((allowed) => {
        pending.delete(form)
        if (allowed) send(form, submitter)
      })
      .catch(() => undefined)
  }
  win.addEventListener('submit', onSubmit, true)
  return () => win.removeEventListener('submit', onSubmit, true)
}

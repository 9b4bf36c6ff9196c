import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdSubmits } from './hold-submits'

/** A page form whose submissions (the ones that get past every listener) are recorded. */
function setup() {
  document.body.innerHTML = `<form id="f" action="https://list.example.net/in" method="post">
<input name="email" value="jo@example.com">
<button name="list" value="weekly">Weekly</button><button name="list" value="monthly">Monthly</button>
</form>`
  const form = document.querySelector('form')!
  const sent: (string | null)[] = []
  const pageHandler = (event: Event) => {
    const e = event as SubmitEvent
    sent.push(e.submitter?.getAttribute('value') ?? null)
    // Stand in for the navigation: the test page must not leave.
    e.preventDefault()
  }
  form.addEventListener('submit', pageHandler)
  return {
    form,
    sent,
    button: (v: string) => form.querySelector<HTMLButtonElement>(`[value=${v}]`)!,
  }
}

function deferred() {
  let resolve!: (v: boolean) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<boolean>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const flush = () => new Promise((r) => setTimeout(r, 0))

let stop: (() => void) | undefined
afterEach(() => stop?.())

describe('holdSubmits', () => {
  it('holds the submit from the page, then sends it once with the same submitter', async () => {
    const { form, sent, button } = setup()
    const answer = deferred()
    let checks = 0
    stop = holdSubmits(window, (f) =>
      f === form
        ? () => {
            checks++
            return answer.promise
          }
        : undefined,
    ).stop
    form.requestSubmit(button('monthly'))
    // A second click while the check runs: swallowed, no second check.
    form.requestSubmit(button('weekly'))
    expect(sent).toEqual([])
    answer.resolve(true)
    await flush()
    expect(sent).toEqual(['monthly'])
    expect(checks).toBe(1)
  })

  it('refused: nothing is sent; a later submit is checked again', async () => {
    const { form, sent, button } = setup()
    const answers = [deferred(), deferred()]
    let checks = 0
    stop = holdSubmits(window, () => () => answers[checks++]!.promise).stop
    form.requestSubmit(button('weekly'))
    answers[0]!.resolve(false)
    await flush()
    expect(sent).toEqual([])
    form.requestSubmit(button('weekly'))
    expect(checks).toBe(2)
    answers[1]!.resolve(true)
    await flush()
    expect(sent).toEqual(['weekly'])
  })

  it('a check that throws lets the form go', async () => {
    const { form, sent, button } = setup()
    const answer = deferred()
    stop = holdSubmits(window, () => () => answer.promise).stop
    form.requestSubmit(button('weekly'))
    answer.reject(new Error('network'))
    await flush()
    expect(sent).toEqual(['weekly'])
  })

  it('forms without a check, and everything after stop, pass untouched', () => {
    const { form, sent, button } = setup()
    stop = holdSubmits(window, () => undefined).stop
    form.requestSubmit(button('weekly'))
    expect(sent).toEqual(['weekly'])
    stop()
    stop = holdSubmits(window, () => () => new Promise<boolean>(() => undefined)).stop
    stop()
    form.requestSubmit(button('monthly'))
    expect(sent).toEqual(['weekly', 'monthly'])
  })

  it("a page script's form.submit() is checked first; refused, it is not sent; allowed, it is", async () => {
    const { form } = setup()
    const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined)
    try {
      const answers = [deferred(), deferred()]
      let checks = 0
      const hold = holdSubmits(window, (f) =>
        f === form ? () => answers[checks++]!.promise : undefined,
      )
      stop = hold.stop
      hold.guardScript(form)
      form.submit()
      form.submit()
      expect(checks).toBe(1)
      answers[0]!.resolve(false)
      await flush()
      expect(native).not.toHaveBeenCalled()
      form.submit()
      answers[1]!.resolve(true)
      await flush()
      expect(native).toHaveBeenCalledTimes(1)
      expect(native.mock.contexts[0]).toBe(form)
      // Stopped: the form's own method is the prototype's again.
      hold.stop()
      expect(Object.prototype.hasOwnProperty.call(form, 'submit')).toBe(false)
      form.submit()
      expect(checks).toBe(2)
      expect(native).toHaveBeenCalledTimes(2)
    } finally {
      native.mockRestore()
    }
  })
})

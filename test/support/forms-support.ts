import type { Page } from 'puppeteer'

/** A channel of the form front end's public bus (`window.nfRadio`), as the tests use it. */
export interface BusChannel {
  reply(name: string, answer: unknown): void
  request(name: string, ...args: unknown[]): unknown
  on(name: string, handler: (...args: never[]) => unknown): void
}

declare global {
  interface Window {
    /** The form front end's public bus (contract b). */
    nfRadio: { channel(name: string): BusChannel }
    nfCalculationsDebug?: boolean
  }
}

/** What {@link fillForm} fills: every visible field, or only the required ones (and confirms). */
export interface FillOptions {
  readonly only?: 'required'
}

/**
 * Fills every visible, enabled field of a form the way a visitor would (typing, clicking,
 * choosing), with values that pass its validation; with `only: 'required'`, the required
 * fields and the confirmations of filled ones. Ticks a reCAPTCHA checkbox of the site's fake
 * provider. Returns the field selectors it filled.
 */
export async function fillForm(
  page: Page,
  formId: string,
  options: FillOptions = {},
): Promise<string[]> {
  const plan = await page.evaluate(
    (id, requiredOnly) => {
      const form = document.querySelector(`#nf-form-${id}-cont form`)
      const out: { sel: string; kind: string; type: string }[] = []
      for (const c of form?.querySelectorAll<HTMLElement>(
        '.nf-field-container[data-nf-field-type]',
      ) ?? []) {
        if (c.hidden || c.closest('[hidden]')) continue
        const type = c.dataset.nfFieldType ?? ''
        const fid = c.id.replace(/^nf-field-/, '').replace(/-container$/, '')
        const sel = `#nf-field-${CSS.escape(fid)}`
        if (type === 'recaptcha' && !c.querySelector('[data-size=invisible]')) {
          out.push({ sel: `#${CSS.escape(c.id)}`, kind: 'captcha', type })
          continue
        }
        if (['submit', 'html', 'hr', 'hidden', 'total', 'shipping', 'repeater'].includes(type))
          continue
        if (type.startsWith('recaptcha') || type === 'turnstile' || type === 'hcaptcha') continue
        const required = c.querySelector(':scope [aria-required="true"]') !== null
        if (requiredOnly && !required && type !== 'confirm' && type !== 'passwordconfirm') continue
        if (type === 'listradio' || type === 'listcheckbox' || type === 'listimage')
          out.push({ sel: `${sel}-0`, kind: 'click', type })
        else if (type === 'starrating') out.push({ sel, kind: 'click', type })
        else if (type === 'checkbox') out.push({ sel, kind: 'click', type })
        else if (c.querySelector('select')) out.push({ sel, kind: 'select', type })
        else out.push({ sel, kind: 'type', type })
      }
      return out
    },
    formId,
    options.only === 'required',
  )
  let email = 'visitor@example.com'
  for (const step of plan) {
    if (step.kind === 'captcha') {
      const check = `${step.sel} .fake-recaptcha-check`
      await page.waitForSelector(check)
      await page.click(check)
    } else if (step.kind === 'click') await page.click(step.sel)
    else if (step.kind === 'select') {
      const value = await page.$eval(step.sel, (el) => {
        const s = el as HTMLSelectElement
        return [...s.options].find((o) => o.value !== '')?.value ?? ''
      })
      await page.select(step.sel, value)
    } else {
      const text =
        step.type === 'email' || step.type === 'confirm'
          ? email
          : step.type === 'phone'
            ? '5551234567'
            : step.type === 'number' || step.type === 'quantity' || step.type === 'product'
              ? '3'
              : 'Ada Lovelace'
      if (step.type === 'email') email = text
      await page.type(step.sel, text)
    }
  }
  return plan.map((s) => s.sel)
}

/** The decoded `formData` of every `nf_ajax_submit` request the site recorded. */
export function submittedForms(
  requests: readonly { body: unknown; path: string }[],
): Record<string, unknown>[] {
  return requests
    .filter((r) => r.path.endsWith('/admin-ajax.php'))
    .map((r) => r.body as { kind?: string; fields?: Record<string, string> })
    .map((b) => (b as { fields?: Record<string, string> }).fields ?? {})
    .filter((f) => f.action === 'nf_ajax_submit' && f.formData)
    .map((f) => JSON.parse(f.formData as string) as Record<string, unknown>)
}

/**
 * Resolves once the site has answered the page's next `nf_ajax_submit` request; the site
 * records a request before it answers, so `submittedForms` then has it. Call it before the
 * click that submits.
 */
export function submitAnswered(page: Page): Promise<unknown> {
  return page.waitForResponse((r) => r.request().postData()?.includes('nf_ajax_submit') ?? false)
}

/** Waits for the page's form to be built and returns its id. */
export async function formReady(page: Page): Promise<string> {
  await page.waitForSelector('.nf-form-cont form .submit-container input')
  return page.$eval('.nf-form-cont', (el) => el.id.replace(/^nf-form-/, '').replace(/-cont$/, ''))
}

/** The field id of `key` in form `formId`, asked through the public bus. */
export function fieldIdByKey(page: Page, formId: string, key: string): Promise<string> {
  return page.evaluate(
    (f, k) => {
      const field = window.nfRadio.channel(`form-${f}`).request('get:fieldByKey', k)
      return String((field as { id: string }).id)
    },
    formId,
    key,
  )
}

/**
 * Sets the three number inputs of the calculation fixture (form 21) through the page's jQuery
 * `.val('5')` and returns the text of its "Total" display.
 */
export function totalAfterJqueryVal(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const jq = (window as unknown as { jQuery: (s: string) => { val(v: string): unknown } }).jQuery
    jq('#nf-form-21-cont .number-container input').val('5')
    return [...document.querySelectorAll('#nf-form-21-cont .html-container .nf-field-element')]
      .map((e) => e.textContent)
      .find((t) => t?.startsWith('Total'))
  })
}

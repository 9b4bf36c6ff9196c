import type { KeyInput, Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { openFixture, useBrowser } from '../support/browser'
import { fieldIdByKey, formReady, submittedForms } from '../support/forms-support'

const browser = useBrowser()

// The fixture (sim/pages/forms-fixtures/keyboard.ts) has one field of every kind a visitor
// operates. Everything here is done with the keyboard: no click, no page.focus.

/** What has focus: its id, or its class for controls without one. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null
    if (!a || a === document.body) return 'body'
    return a.id ? `#${a.id}` : `${a.tagName.toLowerCase()}.${a.className.split(' ').join('.')}`
  })
}

/** Presses Tab until the focused element matches `selector`; fails with the path taken. */
async function tabTo(page: Page, selector: string, max = 60): Promise<void> {
  const path: string[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate((s) => document.activeElement?.matches(s) === true, selector)) return
    path.push(await focused(page))
  }
  throw new Error(`Tab never reached ${selector}; focus went ${path.join(' → ')}`)
}

/** Presses Tab until focus is inside the container of field `id`. */
const tabToField = (page: Page, id: string, inner = 'input, select, textarea, button') =>
  tabTo(page, `#nf-field-${CSS_ESCAPE(id)}-container :is(${inner})`)

// Field ids of the fixture contain no character a selector needs escaped except the dot
// of repeater children ("19.1_0").
const CSS_ESCAPE = (id: string) => id.replace(/\./g, '\\.')

async function keyIds<K extends string>(page: Page, form: string, keys: readonly K[]) {
  const out = {} as Record<K, string>
  for (const k of keys) out[k] = await fieldIdByKey(page, form, k)
  return out
}

const KEYS = [
  'full_name',
  'email',
  'email_again',
  'phone',
  'message',
  'guests',
  'arrival',
  'departure',
  'call_time',
  'room',
  'meals',
  'bed',
  'extras',
  'view',
  'activities',
  'newsletter',
  'rating',
  'tea',
  'companions',
  'typed_signature',
] as const

describe('every field kind with the keyboard alone', () => {
  it('is reached by Tab, filled with keys and submitted with Enter', async () => {
    const p = await openFixture(browser(), 'forms-keyboard')
    try {
      const form = await formReady(p.page)
      const id = await keyIds(p.page, form, KEYS)
      const kb = p.page.keyboard
      const press = async (...keys: KeyInput[]) => {
        for (const key of keys) await kb.press(key)
      }
      // Display order: Email (id 2) comes before Full name (id 1).
      await tabToField(p.page, id.email)
      await kb.type('ada@example.com')
      await tabToField(p.page, id.full_name)
      await kb.type('Ada Lovelace')
      await tabToField(p.page, id.email_again)
      await kb.type('ada@example.com')
      await tabToField(p.page, id.phone)
      await kb.type('5551234567')
      await tabToField(p.page, id.message)
      await kb.type('Late arrival.')
      await kb.press('Enter')
      await kb.type('Thanks')
      await tabToField(p.page, id.guests)
      await press('ArrowUp', 'ArrowUp')
      // The calendar: ArrowDown moves into it, arrows move the day, Enter picks it.
      await tabToField(p.page, id.arrival)
      await p.page.waitForSelector('.flatpickr-calendar.open')
      await kb.press('ArrowDown')
      await p.page.waitForFunction(() =>
        document.activeElement?.classList.contains('flatpickr-day'),
      )
      const picked = await p.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))
      await press('ArrowRight', 'Enter')
      expect(await focused(p.page)).toBe(`#nf-field-${id.arrival}`)
      // Escape closes a calendar that opened on focus, and focus stays in the input.
      await tabToField(p.page, id.departure)
      await p.page.waitForSelector('.flatpickr-calendar.open')
      await kb.press('Escape')
      await p.page.waitForSelector('.flatpickr-calendar.open', { hidden: true })
      expect(await focused(p.page)).toBe(`#nf-field-${id.departure}`)
      await kb.type('2026-12-24')
      await tabToField(p.page, id.call_time)
      await press('ArrowUp', 'Tab', 'ArrowDown')
      await tabToField(p.page, id.room)
      await kb.press('ArrowDown')
      await tabToField(p.page, id.meals)
      await kb.press('ArrowDown')
      await kb.down('Shift')
      await kb.press('ArrowDown')
      await kb.up('Shift')
      await tabToField(p.page, id.bed)
      await kb.press('ArrowDown')
      await tabToField(p.page, id.extras)
      await press('Space', 'Tab', 'Space')
      await tabToField(p.page, id.view)
      await kb.press('ArrowRight')
      await tabToField(p.page, id.activities)
      await press('Tab', 'Space', 'Tab', 'Space')
      await tabToField(p.page, id.newsletter)
      await kb.press('Space')
      await tabToField(p.page, id.rating)
      await press('Space', 'ArrowRight', 'ArrowRight', 'ArrowRight')
      await tabToField(p.page, id.tea)
      await kb.type('3')
      // Repeater: one set is there; add a second, name both, remove the second (as in the
      // original, the first set has no remove button).
      await tabTo(p.page, `#nf-field-${id.companions}-container .nf-repeater-fieldset input`)
      await kb.type('Charles')
      await tabTo(p.page, `#nf-field-${id.companions}-container .nf-add-fieldset`)
      await kb.press('Enter')
      // Focus moves to the new set's first field.
      expect(await focused(p.page)).toMatch(/_1$/)
      await kb.type('Mary')
      await kb.down('Shift')
      await tabTo(p.page, `#nf-field-${id.companions}-container .nf-remove-fieldset`)
      await kb.up('Shift')
      await kb.press('Enter')
      // Focus is not lost to the page: it stays in the repeater.
      expect(
        await p.page.evaluate(
          (rid) =>
            document.getElementById(`nf-field-${rid}-container`)?.contains(document.activeElement),
          id.companions,
        ),
      ).toBe(true)
      await tabToField(p.page, id.typed_signature)
      await kb.type('Ada Lovelace')
      await tabTo(p.page, `#nf-form-${form}-cont input[type=submit]:not([disabled])`)
      await kb.press('Enter')
      await p.page.waitForFunction(
        (f) => document.querySelector(`#nf-form-${f}-cont .nf-response-msg`)?.textContent,
        { timeout: 10_000 },
        form,
      )
      const [posted] = submittedForms(p.site.context.requests)
      const fields = posted!.fields as Record<string, { value: unknown }>
      const value = (key: keyof typeof id) => fields[id[key]]?.value
      const want = {
        email: 'ada@example.com',
        full_name: 'Ada Lovelace',
        email_again: 'ada@example.com',
        phone: '5551234567',
        message: 'Late arrival.\nThanks',
        guests: '2',
        departure: '2026-12-24',
        room: 'double',
        meals: ['breakfast', 'lunch'],
        bed: 'firm',
        extras: ['parking', 'towels'],
        view: 'garden',
        activities: ['swim', 'sail'],
        newsletter: 1,
        rating: '4',
        tea: '3',
      }
      expect(
        Object.fromEntries(Object.keys(want).map((k) => [k, value(k as keyof typeof want)])),
      ).toEqual(want)
      // The JSON the real server validates (fields/signature-value.ts).
      expect(JSON.parse(String(value('typed_signature')))).toMatchObject({
        signature_type: 'typed',
        typed_name: 'Ada Lovelace',
      })
      // The picked day is the one after the day ArrowDown landed on.
      const day = new Date(String(picked))
      day.setDate(day.getDate() + 1)
      const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
      expect(value('arrival')).toBe(iso)
      // Time only posts the original's text once a select changed.
      // (the hours run 12, 01-11 as the original's: the keys above land on 12).
      expect(value('call_time')).toBe('12:01 am')
      const companions = JSON.stringify(value('companions'))
      expect(companions).toContain('Charles')
      expect(companions).not.toContain('Mary')
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

/**
 * Whether the focused control shows that it has focus (WCAG 2.4.7): it is painted (not
 * transparent, not a 1 px box) with a focus outline, or its label is outlined for it.
 */
function focusShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    const outlined = (e: Element) => {
      const st = getComputedStyle(e)
      return st.outlineStyle !== 'none' && parseFloat(st.outlineWidth) > 0
    }
    const painted = (e: HTMLElement) => {
      const box = e.getBoundingClientRect()
      if (box.width < 4 || box.height < 4) return false
      for (let n: HTMLElement | null = e; n; n = n.parentElement)
        if (Number(getComputedStyle(n).opacity) === 0) return false
      return true
    }
    if (painted(el) && outlined(el)) return true
    const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null
    return label !== null && painted(label as HTMLElement) && outlined(label)
  })
}

/** What screen readers are told about each required field after a failed submit. */
function requiredFieldStates(page: Page, form: string) {
  return page.evaluate((f) => {
    const out: Record<string, { invalid: boolean; error: string; missing: string[] }> = {}
    const cont = document.getElementById(`nf-form-${f}-cont`)!
    for (const c of cont.querySelectorAll<HTMLElement>('.nf-field-container[data-nf-field-type]')) {
      if (!c.querySelector('[aria-required="true"], [required]')) continue
      const id = c.id.replace(/^nf-field-/, '').replace(/-container$/, '')
      const errorId = `nf-error-${id}`
      const controls = [...c.querySelectorAll<HTMLElement>('input, select, textarea')]
      // A control counts when it, or the group that holds it, carries the state.
      const carrier = (el: HTMLElement) =>
        el.closest<HTMLElement>('[role=group], [role=radiogroup]') ?? el
      const missing = controls
        .filter((el) => {
          const holders = [el, carrier(el)]
          return !holders.some(
            (h) =>
              h.getAttribute('aria-invalid') === 'true' &&
              (h.getAttribute('aria-describedby') ?? '').split(/\s+/).includes(errorId),
          )
        })
        .map((el) => el.id || el.className)
      out[c.dataset.nfFieldType + ':' + id] = {
        invalid: missing.length === 0 && controls.length > 0,
        error: document.getElementById(errorId)?.textContent?.trim() ?? '',
        missing,
      }
    }
    return out
  }, form)
}

/** Replaces `formContentData` of every form the page pushes into `nfForms`. */
function withContent(content: unknown) {
  return (page: Page) =>
    page
      .evaluateOnNewDocument((c) => {
        const forms: unknown[] = []
        Object.defineProperty(forms, 'push', {
          configurable: true,
          writable: true,
          value(this: unknown[], ...items: { settings?: Record<string, unknown> }[]) {
            for (const f of items) if (f?.settings) f.settings.formContentData = c
            return Array.prototype.push.apply(this, items)
          },
        })
        ;(window as unknown as { nfForms: unknown[] }).nfForms = forms
      }, content)
      .then(() => undefined)
}

/**
 * What a layout add-on does on the page: its script registers its form-content view filter
 * on the bus before the forms are drawn.
 */
function withLayoutAddon(page: Page): Promise<void> {
  return page
    .evaluateOnNewDocument(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.nfRadio.channel('formContent').request('add:viewFilter', () => undefined, 10)
      })
    })
    .then(() => undefined)
}

/** Submits the untouched form with the keyboard: Shift+Tab from the top reaches the button. */
async function submitEmpty(page: Page, form: string): Promise<void> {
  await page.keyboard.down('Shift')
  await tabTo(page, `#nf-form-${form}-cont input[type=submit]`)
  await page.keyboard.up('Shift')
  await page.keyboard.press('Enter')
  await page.waitForFunction(
    (f) => document.querySelector(`#nf-form-${f}-cont .nf-error-wrap.nf-error .nf-error-msg`),
    { timeout: 10_000 },
    form,
  )
}

describe('CAPTCHA placeholders', () => {
  it("are no stop of their own: Tab reaches the provider's widget inside, Enter ticks it", async () => {
    // The mock site's fake providers: reCAPTCHA v2 draws a checkbox button, hCaptcha and
    // Turnstile solve themselves (as their invisible modes do).
    const p = await openFixture(browser(), 'forms-ui-captcha')
    try {
      const form = await formReady(p.page)
      const email = await fieldIdByKey(p.page, form, 'email')
      await tabToField(p.page, email)
      await p.page.keyboard.type('ada@example.com')
      await p.page.waitForSelector('.fake-recaptcha-check')
      await p.page.keyboard.press('Tab')
      expect(
        await p.page.evaluate(() =>
          document.activeElement?.classList.contains('fake-recaptcha-check'),
        ),
      ).toBe(true)
      await p.page.keyboard.press('Enter')
      // Turnstile's fake script arrives late (1.2 s) and v3 fetches its token on its own:
      // both tokens must be there before the form can send.
      await p.page.waitForSelector('.fake-turnstile', { timeout: 6000 })
      await p.page.waitForFunction(
        () =>
          (window as unknown as { __fakeCaptcha: { v3Actions: string[] } }).__fakeCaptcha.v3Actions
            .length > 0,
      )
      await tabTo(p.page, `#nf-form-${form}-cont input[type=submit]`)
      await p.page.keyboard.press('Enter')
      await p.page.waitForFunction(
        (f) => document.querySelector(`#nf-form-${f}-cont .nf-response-msg`)?.textContent,
        { timeout: 10_000 },
        form,
      )
      expect(submittedForms(p.site.context.requests)).toHaveLength(1)
    } finally {
      await p.close()
    }
  })
})

describe('where focus is', () => {
  it('every control of every kind shows its focus', async () => {
    const p = await openFixture(browser(), 'forms-keyboard')
    try {
      const form = await formReady(p.page)
      const hidden: string[] = []
      let stops = 0
      for (let i = 0; i < 60; i++) {
        await p.page.keyboard.press('Tab')
        const inForm = await p.page.evaluate(
          (f) => !!document.activeElement?.closest(`#nf-form-${f}-cont`),
          form,
        )
        if (!inForm) {
          if (stops > 0) break
          continue
        }
        stops++
        if (!(await focusShown(p.page))) hidden.push(await focused(p.page))
      }
      expect(stops).toBeGreaterThan(25)
      expect(hidden).toEqual([])
    } finally {
      await p.close()
    }
  })
})

describe('a failed submit, for screen readers and keyboards', () => {
  it('marks every invalid field, announces the summary and focuses the first shown', async () => {
    const p = await openFixture(browser(), 'forms-keyboard')
    try {
      const form = await formReady(p.page)
      const summary = `#nf-form-errors-${form}`
      // The summary region is on the page before it has anything to say, so its change is
      // announced (a live region inserted with its text may not be).
      expect(
        await p.page.$eval(summary, (el) => [el.getAttribute('role'), el.textContent]),
      ).toEqual(['alert', ''])
      await submitEmpty(p.page, form)
      const states = await requiredFieldStates(p.page, form)
      expect(Object.keys(states).length).toBeGreaterThanOrEqual(9)
      const wrong = Object.entries(states).filter(([, s]) => !s.invalid || s.error === '')
      expect(wrong).toEqual([])
      expect(await p.page.$eval(summary, (el) => el.textContent?.trim())).toMatch(/\S/)
      // Email is shown first (order 1) though Full name has the lower id.
      const email = await fieldIdByKey(p.page, form, 'email')
      expect(await focused(p.page)).toBe(`#nf-field-${email}`)
    } finally {
      await p.close()
    }
  })

  it('focuses the first invalid field of the layout when the layout reorders the fields', async () => {
    // Layout rows (drawn with a layout add-on): the signature first, the rest after it.
    const rows = [{ order: 1, cells: [{ order: 1, width: 100, fields: ['typed_signature'] }] }]
    const p = await openFixture(browser(), 'forms-keyboard', {
      beforeLoad: (page) => withLayoutAddon(page).then(() => withContent(rows)(page)),
    })
    try {
      const form = await formReady(p.page)
      const first = await p.page.$eval(`#nf-form-${form}-cont .nf-field-container`, (el) => el.id)
      const signature = await fieldIdByKey(p.page, form, 'typed_signature')
      expect(first).toBe(`nf-field-${signature}-container`)
      await submitEmpty(p.page, form)
      expect(await focused(p.page)).toBe(`#nf-field-${signature}`)
    } finally {
      await p.close()
    }
  })
})

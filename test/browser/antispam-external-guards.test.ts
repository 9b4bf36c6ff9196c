import type { Frame } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import type { RecordedRequest } from '../../sim/server'
import type { SitePolicyInput } from '../../sim/site/server-policy-schema'
import { openFixture, useBrowser, type OpenedPage } from '../support/browser'

const browser = useBrowser()

const fieldsOf = (r: RecordedRequest) =>
  (r.body as { fields?: Record<string, string> }).fields ?? {}
const calls = (p: OpenedPage, action: string) =>
  p.site.context.requests.filter((r) => fieldsOf(r).action === action)
const requestsTo = (p: OpenedPage, method: string, path: string) =>
  p.site.context.requests.filter((r) => r.method === method && r.path.endsWith(path))

const NSL = 'cleantalk_nsl_ajax_check'
const OUTSIDE = 'cleantalk_outside_iframe_ajax_check'
const FORCE = 'cleantalk_force_ajax_check'
const EXTERNAL = '/external/subscribe'
const BUTTON = '#nsl-custom-login-form-main .nsl-container-buttons a'
const COMMENT = '*** Forbidden. <b>Sender</b> blacklisted. ***'
const block = (action: string): SitePolicyInput => ({
  faults: [{ kind: 'block', match: { action }, comment: COMMENT, times: 'always' }],
})

// On virtual time: the guards' 2 s start-up delay and the "nothing more" waits cost no wall
// time, and every request the page started has landed when `advance` returns.
const open = (policy: SitePolicyInput = {}) =>
  openFixture(browser(), 'external-guards', { policy, virtualTime: true })

/**
 * DOM conditions are polled on mutations: the default polling runs on the page's
 * requestAnimationFrame, which stands still on virtual time.
 */
const MUTATION = { polling: 'mutation' } as const

/**
 * Lets the form scan (1 s after ready, which loads the form-protection chunk) and the
 * guards' 2 s after that pass: the social-login button carries the marker.
 */
async function guarded(p: OpenedPage): Promise<void> {
  await p.advance(3000)
  await p.page.waitForSelector(`${BUTTON}[data-oauth-login-blocked="true"]`, { timeout: 6000 })
}

describe('social login (contract c.7 cleantalk_nsl_ajax_check)', () => {
  it('allowed: one check with the no-cookie field, then the login starts', async () => {
    const p = await open()
    try {
      await guarded(p)
      expect(requestsTo(p, 'GET', '/wp-login.php')).toHaveLength(0)
      await Promise.all([
        p.page.waitForNavigation(),
        p.page.click(`${BUTTON} .nsl-button-label-container`),
      ])
      expect(await p.page.$eval('#received', (h) => h.textContent)).toBe('Social login')
      const checks = calls(p, NSL)
      expect(checks).toHaveLength(1)
      expect(fieldsOf(checks[0]!).ct_no_cookie_hidden_field).toMatch(/^_ct_no_cookie_data_/)
      const login = requestsTo(p, 'GET', '/wp-login.php')
      expect(login).toHaveLength(1)
      expect(login[0]!.seq).toBeGreaterThan(checks[0]!.seq)
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('refused: the comment as text before the button, once; the login does not start', async () => {
    const p = await open(block(NSL))
    try {
      await guarded(p)
      const url = p.page.url()
      await p.page.click(BUTTON)
      await p.page.waitForSelector('.ct-forbidden-msg')
      // The block reply also opens the modal: Escape closes it and gives focus back to the
      // button (pressing Enter before it opened raced with it).
      await p.page.waitForSelector('#cleantalk-modal-inner')
      await p.page.keyboard.press('Escape')
      // A second try asks again but keeps one message (the site records a check before it
      // answers it).
      const answered = p.page.waitForResponse((r) => r.request().postData()?.includes(NSL) ?? false)
      await p.page.keyboard.press('Enter')
      await answered
      expect(calls(p, NSL)).toHaveLength(2)
      await p.advance(500)
      expect(calls(p, NSL)).toHaveLength(2)
      const notes = await p.page.$$eval('.ct-forbidden-msg', (ns) =>
        ns.map((n) => ({
          text: n.textContent,
          html: n.innerHTML.includes('<b>'),
          beforeButton: n.nextElementSibling?.matches('[data-plugin="nsl"]') ?? false,
        })),
      )
      expect(notes).toEqual([{ text: COMMENT, html: false, beforeButton: true }])
      expect(p.page.url()).toBe(url)
      expect(requestsTo(p, 'GET', '/wp-login.php')).toHaveLength(0)
      expect(await p.page.$eval(BUTTON, (a) => a.getAttribute('data-oauth-login-blocked'))).toBe(
        'true',
      )
    } finally {
      await p.close()
    }
  })

  it('the check fails: the login starts anyway', async () => {
    const p = await open({
      faults: [{ kind: 'http-500', match: { action: NSL }, times: 'always' }],
    })
    try {
      await guarded(p)
      await Promise.all([p.page.waitForNavigation(), p.page.click(BUTTON)])
      expect(requestsTo(p, 'GET', '/wp-login.php')).toHaveLength(1)
    } finally {
      await p.close()
    }
  })
})

const covers = (p: OpenedPage) => p.page.$$('div[name="apbct_cover"]')

describe('outside embeds (contract c.7 cleantalk_outside_iframe_ajax_check)', () => {
  it('covered and listed; the first click checks with both fields; allowed → usable', async () => {
    const p = await open()
    try {
      await guarded(p)
      expect(await covers(p)).toHaveLength(2)
      const lists = await p.page.evaluate(() =>
        ['DIV', 'IFRAME'].map(
          (k) =>
            JSON.parse(
              (
                JSON.parse(
                  localStorage.getItem(`apbct_outside_functional_protected_tags__${k}`)!,
                ) as { value: string }
              ).value,
            ) as string[],
        ),
      )
      expect(lists).toEqual([['WidgetBackground__Content-sc-1x9k2 hTqLzm'], ['hs-form-iframe-0']])
      // The cover takes the click: the input does not get it.
      await p.page.click('#aio-message')
      await p.page.waitForFunction(
        () => !document.querySelector('div[name="apbct_cover"]'),
        MUTATION,
      )
      const checks = calls(p, OUTSIDE)
      expect(checks).toHaveLength(1)
      const sent = fieldsOf(checks[0]!)
      expect(sent.ct_no_cookie_hidden_field).toMatch(/^_ct_no_cookie_data_/)
      expect(sent).toHaveProperty('ct_bot_detector_event_token')
      await p.page.click('#aio-message')
      await p.page.keyboard.type('hello')
      expect(await p.page.$eval('#aio-message', (i) => (i as HTMLInputElement).value)).toBe('hello')
      // Once per page.
      await p.advance(200)
      expect(calls(p, OUTSIDE)).toHaveLength(1)
    } finally {
      await p.close()
    }
  })

  it('keyboard: tabbing into a covered embed runs the same check', async () => {
    const p = await open()
    try {
      await guarded(p)
      await p.page.focus(BUTTON)
      await p.page.keyboard.press('Tab')
      await p.page.waitForFunction(
        () => !document.querySelector('div[name="apbct_cover"]'),
        MUTATION,
      )
      expect(calls(p, OUTSIDE)).toHaveLength(1)
      await p.page.keyboard.type('typed')
      expect(await p.page.$eval('#aio-message', (i) => (i as HTMLInputElement).value)).toBe('typed')
    } finally {
      await p.close()
    }
  })

  it('keyboard: tabbing into a covered iframe runs the same check', async () => {
    const p = await open()
    try {
      await guarded(p)
      await p.page.focus('#aio-send')
      await p.page.keyboard.press('Tab')
      await p.page.waitForFunction(
        () => !document.querySelector('div[name="apbct_cover"]'),
        MUTATION,
      )
      expect(calls(p, OUTSIDE)).toHaveLength(1)
      expect(await p.page.evaluate(() => document.activeElement?.id)).toBe('hs-form-iframe-0')
    } finally {
      await p.close()
    }
  })

  it('refused: the comment as text on the cover; the embeds stay out of reach', async () => {
    const p = await open(block(OUTSIDE))
    try {
      await guarded(p)
      await p.page.click('#aio-message')
      await p.page.waitForFunction(
        (c: string) =>
          document.querySelector('div[name="apbct_cover"] .apbct-iframe-preloader-text')
            ?.textContent === c,
        MUTATION,
        COMMENT,
      )
      expect(await covers(p)).toHaveLength(2)
      expect(
        await p.page.$$eval('.WidgetBackground__Content-sc-1x9k2, .hs-form-iframe', (es) =>
          es.map((e) => e.hasAttribute('inert')),
        ),
      ).toEqual([true, true])
      await p.page.focus('#aio-message')
      expect(await p.page.evaluate(() => document.activeElement?.id)).not.toBe('aio-message')
    } finally {
      await p.close()
    }
  })
})

describe('forms in iframes and script submits (external check)', () => {
  const frame = (p: OpenedPage): Frame => p.page.frames().find((f) => f.name() === 'signup-frame')!

  it("a same-origin iframe's external form is checked like a top-level one; excluded forms and cross-origin frames are left alone", async () => {
    const p = await open()
    try {
      await guarded(p)
      const f = frame(p)
      await f.type('#framed-signup input[name=email]', 'framed@example.com')
      await Promise.all([f.waitForNavigation(), f.click('#framed-signup button')])
      const checks = calls(p, FORCE)
      expect(checks).toHaveLength(1)
      expect(fieldsOf(checks[0]!).email).toBe('framed@example.com')
      const sent = requestsTo(p, 'POST', EXTERNAL)
      expect(sent).toHaveLength(1)
      expect(fieldsOf(sent[0]!)).toMatchObject({ email: 'framed@example.com', join: 'yes' })
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('an excluded form in an iframe is sent without a check', async () => {
    const p = await open()
    try {
      await guarded(p)
      const f = frame(p)
      await f.type('.search-form input[name=s]', 'spam')
      await Promise.all([f.waitForNavigation(), f.click('.search-form button')])
      expect(requestsTo(p, 'POST', EXTERNAL)).toHaveLength(1)
      expect(calls(p, FORCE)).toHaveLength(0)
    } finally {
      await p.close()
    }
  })

  it("a page script's form.submit() goes through the check", async () => {
    const p = await open()
    try {
      await guarded(p)
      await p.page.type('#scripted input[name=email]', 'script@example.com')
      await Promise.all([p.page.waitForNavigation(), p.page.click('#script-send')])
      const checks = calls(p, FORCE)
      expect(checks).toHaveLength(1)
      expect(fieldsOf(checks[0]!).email).toBe('script@example.com')
      const sent = requestsTo(p, 'POST', EXTERNAL)
      expect(sent).toHaveLength(1)
      expect(sent[0]!.seq).toBeGreaterThan(checks[0]!.seq)
    } finally {
      await p.close()
    }
  })

  it("refused: a page script's form.submit() sends nothing", async () => {
    const p = await open(block(FORCE))
    try {
      await guarded(p)
      await p.page.type('#scripted input[name=email]', 'bot@example.com')
      await p.page.click('#script-send')
      await p.page.waitForSelector('#cleantalk-modal-content')
      await p.advance(300)
      expect(calls(p, FORCE)).toHaveLength(1)
      expect(requestsTo(p, 'POST', EXTERNAL)).toHaveLength(0)
    } finally {
      await p.close()
    }
  })
})

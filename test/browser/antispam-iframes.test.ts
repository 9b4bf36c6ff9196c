import type { Frame, Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { GIVEWP_FORM } from '../../sim/pages/givewp'
import type { RecordedRequest } from '../../sim/server/site-context'
import { openFixture, useBrowser, type OpenedPage } from '../support/browser'
import {
  decodeNoCookie,
  DETECTOR_ON,
  expectSignalKeys,
  fieldsOf,
  TOKEN,
} from './antispam-integrations-support'

const browser = useBrowser()

const isDonate = (r: RecordedRequest) =>
  r.method === 'POST' && new URL(r.url).searchParams.get('givewp-route') === 'donate'

const donations = (p: OpenedPage) => p.site.context.requests.filter(isDonate)

/** The GiveWP form's frame, once its document is there and the runtime has wrapped its fetch. */
async function givewpFrame(page: Page): Promise<Frame> {
  const frame = (await (await page.waitForSelector('iframe[data-givewp-embed]'))!.contentFrame())!
  await frame.waitForSelector('#give-next-gen')
  // The runtime wraps the frame's fetch 1 s after the page is ready (contract f).
  await frame.waitForFunction(
    () => !Function.prototype.toString.call(window.fetch).includes('[native code]'),
  )
  return frame
}

/** Fills the donor fields in the frame and donates; resolves when GiveWP shows the outcome. */
async function donate(
  frame: Frame,
  donor = { first: 'Ada', last: 'Lovelace', email: 'ada@example.com' },
) {
  await frame.type('input[name="firstName"]', donor.first)
  await frame.type('input[name="lastName"]', donor.last)
  await frame.type('input[name="email"]', donor.email)
  await frame.click('.givewp-donation-form__submit')
  await frame.waitForSelector('#give-next-gen:is([data-status="complete"], [data-status="error"])')
  return frame.$eval('#givewp-form-status', (s) => s.textContent ?? '')
}

/** The fields GiveWP's own form sends, as the server must still receive them. */
const FORM_FIELDS = {
  amount: '50',
  currency: 'USD',
  donationType: 'single',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  gatewayId: 'manual',
  formId: GIVEWP_FORM.id,
  formTitle: GIVEWP_FORM.title,
}

describe('GiveWP donation form in a same-origin iframe', () => {
  it('detector on: the donation carries the token once, GiveWP’s fields intact, and completes', async () => {
    const p = await openFixture(browser(), 'givewp-donation', DETECTOR_ON)
    try {
      const outcome = await donate(await givewpFrame(p.page))
      expect(outcome).toMatch(/^Thank you for your donation! Receipt: /)
      const sent = donations(p)
      expect(sent).toHaveLength(1)
      expect(sent[0]!.body.type).toBe('form')
      expect(fieldsOf(sent[0])).toEqual({ ...FORM_FIELDS, ct_bot_detector_event_token: TOKEN })
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('mode none, detector off: the no-cookie field instead, and again after the frame reloads', async () => {
    const p = await openFixture(browser(), 'givewp-donation', { knobs: { cookieMode: 'none' } })
    try {
      const frame = await givewpFrame(p.page)
      await donate(frame)
      const first = fieldsOf(donations(p)[0])
      expect(Object.keys(first).sort()).toEqual(
        [...Object.keys(FORM_FIELDS), 'ct_no_cookie_hidden_field'].sort(),
      )
      expectSignalKeys(decodeNoCookie(first.ct_no_cookie_hidden_field))

      // GiveWP reloads its frame (a new document, a new fetch): still covered. The old
      // document has the same form, so wait for the new one before typing into it.
      await Promise.all([
        frame.waitForNavigation({ waitUntil: 'load' }),
        p.page.evaluate(() =>
          document
            .querySelector<HTMLIFrameElement>('iframe[data-givewp-embed]')!
            .contentWindow!.location.reload(),
        ),
      ])
      const reloaded = await givewpFrame(p.page)
      await donate(reloaded, { first: 'Grace', last: 'Hopper', email: 'grace@example.com' })
      const sent = donations(p)
      expect(sent).toHaveLength(2)
      expect(fieldsOf(sent[1]).firstName).toBe('Grace')
      expectSignalKeys(decodeNoCookie(fieldsOf(sent[1]).ct_no_cookie_hidden_field))
      expect(fieldsOf(sent[1])).not.toHaveProperty('ct_bot_detector_event_token')
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

/** Answers sender.net's own endpoint in place of stats.sender.net, keeping what it received. */
async function fakeSenderNet(page: Page, received: string[]) {
  await page.setRequestInterception(true)
  page.on('request', (r) => {
    if (new URL(r.url()).hostname !== 'stats.sender.net') return void r.continue()
    received.push(r.postData() ?? '')
    void r.respond({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ success: true }),
    })
  })
}

const forceChecks = (p: OpenedPage) =>
  p.site.context.requests.filter((r) => fieldsOf(r).action === 'cleantalk_force_ajax_check')

const pluginsLoaded = (page: Page) =>
  page.evaluate(
    () =>
      'antispam-plugins' in
      ((window as unknown as { __brambleChunks?: { loaded: object } }).__brambleChunks?.loaded ??
        {}),
  )

/** Subscribes in sender.net's frame; resolves with the form's status line. */
async function subscribe(p: OpenedPage, { hooksFirst = true } = {}): Promise<string> {
  // The form hooks come with the plugin chunk, which the frame's form is the marker for.
  if (hooksFirst)
    await p.page.waitForFunction(
      () =>
        'antispam-plugins' in
        ((window as unknown as { __brambleChunks?: { loaded: object } }).__brambleChunks?.loaded ??
          {}),
    )
  const frame = (await (await p.page.waitForSelector(
    '[data-sender-form-id] iframe',
  ))!.contentFrame())!
  await frame.type('input[name="email"]', 'jo@example.com')
  await frame.type('input[name="firstname"]', 'Jo')
  await frame.click('.sender-form-button')
  await frame.waitForSelector('#sender-form-content[data-status]')
  return frame.$eval('.sender-form-status', (s) => s.textContent ?? '')
}

describe('sender.net form in a same-origin iframe, external forms checked', () => {
  it('the frame form’s fields are checked with the site first, then the subscription goes out unchanged', async () => {
    const atSender: string[] = []
    const p = await openFixture(browser(), 'sender-net', {
      knobs: { cookieMode: 'none' },
      beforeLoad: (page) => fakeSenderNet(page, atSender),
    })
    try {
      expect(await subscribe(p)).toBe('Thanks for subscribing!')
      const checks = forceChecks(p)
      expect(checks).toHaveLength(1)
      const fields = fieldsOf(checks[0])
      expect(fields).toMatchObject({ email: 'jo@example.com', firstname: 'Jo' })
      expectSignalKeys(decodeNoCookie(fields.ct_no_cookie_hidden_field))
      expect(atSender).toEqual([JSON.stringify({ email: 'jo@example.com', firstname: 'Jo' })])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('a blocked visitor sees the block message and the subscription never leaves', async () => {
    const atSender: string[] = []
    const comment = '*** Forbidden. Sender blacklisted. Anti-Spam by CleanTalk. ***'
    const p = await openFixture(browser(), 'sender-net', {
      knobs: { cookieMode: 'none' },
      policy: {
        faults: [{ kind: 'block', match: { action: 'cleantalk_force_ajax_check' }, comment }],
      },
      beforeLoad: (page) => fakeSenderNet(page, atSender),
    })
    try {
      expect(await subscribe(p)).toBe('Forbidden')
      await p.page.waitForSelector('#cleantalk-modal-content')
      expect(await p.page.$eval('#cleantalk-modal-content', (c) => c.textContent)).toContain(
        comment,
      )
      expect(atSender).toEqual([])
    } finally {
      await p.close()
    }
  })
})

describe('sender.net form rendered after load, on a page without jQuery or wp.apiFetch', () => {
  it('its first subscription loads the form hooks, is checked with the site, then goes out', async () => {
    const atSender: string[] = []
    const p = await openFixture(browser(), 'sender-net-late', {
      knobs: { cookieMode: 'none' },
      beforeLoad: (page) => fakeSenderNet(page, atSender),
    })
    try {
      await p.page.waitForSelector('[data-sender-form-id] iframe')
      // Nothing on the page called for the hooks at ready or at load.
      expect(await pluginsLoaded(p.page)).toBe(false)
      expect(await subscribe(p, { hooksFirst: false })).toBe('Thanks for subscribing!')
      const checks = forceChecks(p)
      expect(checks).toHaveLength(1)
      expect(fieldsOf(checks[0])).toMatchObject({ email: 'jo@example.com', firstname: 'Jo' })
      expectSignalKeys(decodeNoCookie(fieldsOf(checks[0]).ct_no_cookie_hidden_field))
      expect(atSender).toEqual([JSON.stringify({ email: 'jo@example.com', firstname: 'Jo' })])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

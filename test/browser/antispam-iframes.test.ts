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
      await donate(await givewpFrame(p.page))
      const first = fieldsOf(donations(p)[0])
      expect(Object.keys(first).sort()).toEqual(
        [...Object.keys(FORM_FIELDS), 'ct_no_cookie_hidden_field'].sort(),
      )
      expectSignalKeys(decodeNoCookie(first.ct_no_cookie_hidden_field))

      // GiveWP reloads its frame (a new document, a new fetch): still covered.
      await p.page.evaluate(() =>
        document
          .querySelector<HTMLIFrameElement>('iframe[data-givewp-embed]')!
          .contentWindow!.location.reload(),
      )
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

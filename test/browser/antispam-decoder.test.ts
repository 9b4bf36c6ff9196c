import type { Browser, Page } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENCODED_CONTACTS } from '../../sim/pages/encoded-emails'
import { encodeContact } from '../../sim/site/email-encoding'
import { openFixture, startBrowser, type OpenedPage } from '../support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const decodeCalls = (p: OpenedPage) =>
  p.site.context.requests.filter((r) => r.path.endsWith('/apbct_decode_email'))

/**
 * Clicks `selector` in the page and resolves when `#apbct_popup` shows `text`, with the
 * page-clock delay; the page keeps that moment as `window.shownAt`.
 */
async function clickAndTime(page: Page, selector: string, until: string): Promise<number> {
  return page.evaluate(
    (sel, wanted) =>
      new Promise<number>((resolve) => {
        const start = performance.now()
        const obs = new MutationObserver(() => {
          const text = document.querySelector('#apbct_popup_text')?.textContent ?? ''
          if (text.includes(wanted)) {
            obs.disconnect()
            const shownAt = performance.now()
            ;(window as unknown as { shownAt: number }).shownAt = shownAt
            resolve(shownAt - start)
          }
        })
        obs.observe(document.body, { subtree: true, childList: true, characterData: true })
        document.querySelector<HTMLElement>(sel)!.click()
      }),
    selector,
    until,
  )
}

describe('email decoder on the encoded-contacts page', () => {
  it('loads no UI until a click; then one bulk request, the address after 3 s, and Got it fills every shape', async () => {
    const p = await openFixture(browser, 'encoded-emails', {
      knobs: { cookieMode: 'native' },
      // One page load in 100 also captures JS errors, whose code is the lazy chunk: this load
      // is one of the 99, so "nothing but antispam.js before a click" holds on every run.
      beforeLoad: (page) => page.evaluateOnNewDocument('Math.random = () => 0.5'),
    })
    try {
      await p.page.waitForNetworkIdle({ idleTime: 200 })
      // A page with encoded contacts fetches the waiting popup before any click (pages
      // without them do not: antispam-badge.test.ts); no UI chunk, no React.
      expect(p.fetchedBundles()).toEqual(['antispam.js', 'antispam-waiting.js'])

      // The waiting state as the page shows it the moment it appears: read afterwards, call by
      // call, a loaded machine could reach the end of the 3 s wait first.
      const waitingShown = p.page.waitForFunction(
        () =>
          document.getElementById('apbct_email_ecoder__popup_text_node_first') && {
            text: document.getElementById('apbct_popup_text')?.textContent ?? '',
            dogs: document.querySelectorAll('.apbct_dog').length,
            fade: document.body.classList.contains('apbct-popup-fade'),
          },
        { polling: 'mutation' },
      )
      const elapsed = clickAndTime(
        p.page,
        '#shape-blur .apbct-email-encoder',
        ENCODED_CONTACTS.blur,
      )
      const waiting = (await (await waitingShown).jsonValue()) as {
        text: string
        dogs: number
        fade: boolean
      }
      expect(waiting.text).toContain('The magic is on the way!')
      expect(waiting.dogs).toBe(3)
      expect(waiting.fade).toBe(true)
      expect(await elapsed).toBeGreaterThanOrEqual(3000)

      // One bulk request listing every encoded node by index (links and their spans).
      const calls = decodeCalls(p)
      expect(calls).toHaveLength(1)
      const fields = (calls[0]!.body as { fields: Record<string, string> }).fields
      const sent = JSON.parse(fields.encodedEmails!) as Record<string, string>
      const c = ENCODED_CONTACTS
      expect(sent).toEqual({
        0: encodeContact(c.blur),
        1: encodeContact(c.obfuscate),
        2: encodeContact(c.replace),
        3: encodeContact(c.phone),
        4: encodeContact(c.mailto),
        5: encodeContact(c.mailtoInner),
        6: encodeContact(c.tel),
        7: encodeContact(c.tel),
      })
      expect(fields.post_url).toBe(p.site.pageUrl('encoded-emails'))
      expect(fields).toHaveProperty('event_javascript_data')

      const shown = await p.page.$eval('.apbct-email-encoder-select-whole-email', (b) => ({
        text: b.textContent,
        title: b.getAttribute('title'),
      }))
      expect(shown).toEqual({ text: c.blur, title: 'Click to select the whole data' })
      const cookies = await p.page.browserContext().cookies()
      expect(cookies.find((k) => k.name === 'apbct_email_encoder_passed')?.value).toBe(
        '0123456789abcdef0123456789abcdef',
      )

      // Got it: links at once, other nodes after 2 s (page clock).
      const atOnce = await p.page.evaluate(() => {
        document.querySelector<HTMLElement>('.apbct-email-encoder-got-it-button')!.click()
        const blur = document.querySelector('#shape-blur .apbct-email-encoder')!
        return {
          popup: document.getElementById('apbct_popup') !== null,
          mailto: document.querySelector('#shape-mailto a')!.getAttribute('href'),
          mailtoText: document.querySelector('#shape-mailto a')!.textContent,
          tel: document.querySelector('#shape-tel a')!.getAttribute('href'),
          blurNoBlur: blur.classList.contains('no-blur'),
          blurText: blur.textContent,
        }
      })
      expect(atOnce).toEqual({
        popup: false,
        mailto: 'mailto:support@example.com?subject=Hello',
        mailtoText: c.mailtoInner,
        tel: 'tel:+17779876543',
        blurNoBlur: true,
        blurText: 'jo**@*****le.com',
      })
      const fillDelay = await p.page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const start = performance.now()
            const poll = () =>
              document.querySelector('#shape-blur .apbct-email-encoder')!.textContent ===
              'john@example.com'
                ? resolve(performance.now() - start)
                : requestAnimationFrame(poll)
            poll()
          }),
      )
      expect(fillDelay).toBeGreaterThan(1500)
      const filled = await p.page.evaluate(() =>
        ['blur', 'obfuscate', 'replace', 'phone'].map((id) => {
          const n = document.querySelector(`#shape-${id} [data-original-string]`)!
          return {
            text: n.childNodes[0]!.textContent,
            tooltips: n.querySelectorAll(':scope > .apbct-tooltip').length,
            title: n.getAttribute('title'),
          }
        }),
      )
      expect(filled).toEqual(
        [c.blur, c.obfuscate, c.replace, c.phone].map((text) => ({
          text,
          tooltips: 1,
          title: null,
        })),
      )
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('prevents the default of an encoded mailto/tel link and decodes through the link', async () => {
    const p = await openFixture(browser, 'encoded-emails', { knobs: { cookieMode: 'native' } })
    try {
      const prevented = await p.page.evaluate(() => {
        let seen: boolean | undefined
        document.addEventListener('click', (e) => (seen = e.defaultPrevented), { once: true })
        document.querySelector<HTMLElement>('#shape-tel .apbct-email-encoder')!.click()
        return seen
      })
      expect(prevented).toBe(true)
      await p.page.waitForSelector('.apbct-email-encoder-select-whole-email', { timeout: 8000 })
      expect(
        await p.page.$eval('.apbct-email-encoder-select-whole-email', (b) => b.textContent),
      ).toBe(ENCODED_CONTACTS.tel)
    } finally {
      await p.close()
    }
  })

  it.each([
    ['blocked', 'CleanTalk email decoder: Blocked: *** Forbidden. Sender blacklisted.'],
    ['cannot_connect', 'CleanTalk email decoder: Cannot connect: Connection to the cloud failed'],
  ] as const)(
    '%s: shows the line, hides after 3 s, sets no cookie and re-arms',
    async (decode, line) => {
      const p = await openFixture(browser, 'encoded-emails', {
        knobs: { cookieMode: 'native' },
        policy: { decode },
      })
      try {
        const shownAfter = await clickAndTime(p.page, '#shape-phone .apbct-email-encoder', line)
        expect(shownAfter).toBeLessThan(2500)
        // From the line shown, both ends taken in the page: counted from when this call
        // reached the page, the wall time since the last one was missing from it.
        const hidAfter = await p.page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const { shownAt } = window as unknown as { shownAt: number }
              const poll = () =>
                document.getElementById('apbct_popup')
                  ? requestAnimationFrame(poll)
                  : resolve(performance.now() - shownAt)
              poll()
            }),
        )
        expect(hidAfter).toBeGreaterThan(2000)
        expect(hidAfter).toBeLessThan(4000)
        const cookies = await p.page.browserContext().cookies()
        expect(cookies.some((k) => k.name === 'apbct_email_encoder_passed')).toBe(false)
        // The phone stays encoded and a second click asks again.
        expect(await p.page.$eval('#shape-phone .apbct-email-encoder', (n) => n.textContent)).toBe(
          '+1777*****22',
        )
        await p.page.click('#shape-phone .apbct-email-encoder')
        await p.page.waitForSelector('#apbct_popup')
        await p.page.waitForNetworkIdle({ idleTime: 100 })
        expect(decodeCalls(p)).toHaveLength(2)
      } finally {
        await p.close()
      }
    },
  )
})

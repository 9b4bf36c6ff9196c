import type { Browser, Page } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXIST_TEXTS } from '../../sim/server/handlers/antispam-email-check'
import type { SitePolicyInput } from '../../sim/site/server-policy-schema'
import type { SiteKnobsInput } from '../../sim/site/knobs'
import { openFixture, startBrowser, type OpenedPage } from '../support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const open = (knobs: SiteKnobsInput, policy: SitePolicyInput = {}, virtualTime = false) =>
  openFixture(browser, 'comment-form', {
    knobs: { cookieMode: 'native', ...knobs },
    policy,
    virtualTime,
  })

const calls = (p: OpenedPage, route: string) =>
  p.site.context.requests.filter((r) => r.path.endsWith(route) || bodyAction(r) === route)
const bodyAction = (r: { body: unknown }) =>
  (r.body as { fields?: Record<string, string> }).fields?.action

const blockState = (page: Page) =>
  page.$eval('#apbct-check_email_exist-block', (b) => b.className).catch(() => null)

async function retype(page: Page, value: string) {
  await page.click('#email', { count: 3 })
  await page.keyboard.press('Backspace')
  if (value) await page.type('#email', value)
}

/**
 * Where the indicator sits (contract e): the block itself is the element right after the
 * input's parent, the only one on the page, with the hint (if shown) inside it.
 */
const placement = (page: Page) =>
  page.evaluate(() => {
    const input = document.getElementById('email')!
    const next = input.parentElement!.nextElementSibling
    return {
      afterParent: next?.id === 'apbct-check_email_exist-block',
      blocks: document.querySelectorAll('.apbct-check_email_exist-block').length,
      parent: next?.parentElement === input.parentElement!.parentElement,
    }
  })
const PLACED = { afterParent: true, blocks: 1, parent: true }

async function hoverDescription(page: Page) {
  await page.hover('#apbct-check_email_exist-block')
  return page.$eval('#apbct-check_email_exist-popup_description', (d) => ({
    text: d.textContent,
    color: getComputedStyle(d).color,
  }))
}

describe('email exists check', () => {
  it('one REST call per address when the visitor leaves the field (even on admin-ajax sites); load → good; tooltip; cache; empty removes', async () => {
    // On virtual time: the "no second call" window costs no wall time.
    const p = await open({ emailCheckExist: true, ajaxType: 'admin_ajax' }, {}, true)
    try {
      await p.page.type('#email', 'john@example.com', { delay: 20 })
      await p.page.focus('#comment')
      await p.advance(400)
      await p.page.waitForSelector(
        '.apbct-check_email_exist-load, .apbct-check_email_exist-good_email',
      )
      await p.page.waitForSelector(
        '#apbct-check_email_exist-block.apbct-check_email_exist-good_email',
      )
      expect(await placement(p.page)).toEqual(PLACED)
      const sent = calls(p, '/cleantalk-antispam/v1/check_email_exist_post')
      expect(sent).toHaveLength(1)
      expect(sent[0]!.headers['x-wp-nonce']).toBe(p.site.context.nonces.rest)
      expect((sent[0]!.body as { fields: Record<string, string> }).fields.email).toBe(
        'john@example.com',
      )
      expect(await hoverDescription(p.page)).toEqual({
        text: EXIST_TEXTS.EXISTS,
        color: 'rgb(28, 113, 41)',
      })
      const cookie = (await p.page.browserContext().cookies()).find(
        (c) => c.name === 'ct_checked_emails_exist',
      )
      const stored = JSON.parse(decodeURIComponent(cookie!.value)) as Record<
        string,
        { result: string }
      >
      expect(stored['john@example.com']?.result).toBe('EXISTS')

      await retype(p.page, '')
      await p.advance(400)
      await p.page.waitForFunction(
        () => !document.getElementById('apbct-check_email_exist-block'),
        { polling: 'mutation' },
      )
      expect(await p.page.$('#apbct-check_email_exist-popup_description')).toBe(null)

      // The second time the result comes from the cache: no second call within 400 ms.
      await p.page.type('#email', 'john@example.com')
      await p.page.focus('#comment')
      await p.advance(400)
      await p.page.waitForSelector('.apbct-check_email_exist-good_email')
      expect(calls(p, '/cleantalk-antispam/v1/check_email_exist_post')).toHaveLength(1)
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('checks when the visitor leaves the field, never a partial address during a typing pause', async () => {
    // On virtual time: the visitor's 700 ms pause costs no wall time.
    const p = await open({ emailCheckExist: true }, {}, true)
    try {
      // "john@example.co" already passes the syntax rule; the visitor pauses before the "m".
      await p.page.type('#email', 'john@example.co')
      await p.advance(700)
      expect(calls(p, '/cleantalk-antispam/v1/check_email_exist_post')).toHaveLength(0)
      expect(await blockState(p.page)).toBe(null)
      await p.page.type('#email', 'm')
      await p.page.focus('#comment')
      await p.advance(700)
      await p.page.waitForSelector('.apbct-check_email_exist-good_email')
      const sent = calls(p, '/cleantalk-antispam/v1/check_email_exist_post')
      expect(sent.map((r) => (r.body as { fields: Record<string, string> }).fields.email)).toEqual([
        'john@example.com',
      ])
    } finally {
      await p.close()
    }
  })

  it('NOT_EXISTS is bad, with the server text in red', async () => {
    const p = await open({ emailCheckExist: true }, { emailExist: 'not_exists' })
    try {
      await p.page.type('#email', 'nobody@example.com')
      await p.page.focus('#comment')
      await p.page.waitForSelector('.apbct-check_email_exist-bad_email')
      expect(await hoverDescription(p.page)).toEqual({
        text: EXIST_TEXTS.NOT_EXISTS,
        color: 'rgb(224, 17, 17)',
      })
      expect(await placement(p.page)).toEqual(PLACED)
      expect(
        await p.page.$eval(
          '#apbct-check_email_exist-popup_description',
          (d) => d.parentElement?.id,
        ),
      ).toBe('apbct-check_email_exist-block')
    } finally {
      await p.close()
    }
  })

  it('bad syntax sends nothing and shows nothing; a checking error removes the indicator', async () => {
    // On virtual time: the "nothing is sent" window costs no wall time.
    const p = await open({ emailCheckExist: true }, { emailExist: 'error' }, true)
    try {
      await p.page.type('#email', 'john@example')
      await p.page.focus('#comment')
      await p.advance(600)
      expect(calls(p, '/cleantalk-antispam/v1/check_email_exist_post')).toHaveLength(0)
      expect(await blockState(p.page)).toBe(null)

      const replied = p.page.waitForResponse((r) => r.url().includes('check_email_exist_post'))
      await p.page.type('#email', '.com')
      await p.page.focus('#comment')
      await p.advance(600)
      await replied
      await p.page.waitForFunction(
        () => !document.getElementById('apbct-check_email_exist-block'),
        { timeout: 3000, polling: 'mutation' },
      )
      expect(calls(p, '/cleantalk-antispam/v1/check_email_exist_post')).toHaveLength(1)
      expect(await blockState(p.page)).toBe(null)
    } finally {
      await p.close()
    }
  })
})

describe('email exists check on inputs rendered later', () => {
  it('the form front end input added after load gets the check and the indicator', async () => {
    const p = await open({ emailCheckExist: true })
    try {
      await p.page.evaluate(() => {
        const cont = document.createElement('div')
        cont.className = 'nf-form-content'
        cont.innerHTML = '<div class="nf-field-element"><input id="nf-field-9" type="email"></div>'
        document.querySelector('main')!.appendChild(cont)
      })
      await p.page.type('#nf-field-9', 'late@example.com')
      await p.page.focus('#comment')
      await p.page.waitForSelector('.apbct-check_email_exist-good_email')
      const sent = calls(p, '/cleantalk-antispam/v1/check_email_exist_post')
      expect(sent.map((r) => (r.body as { fields: Record<string, string> }).fields.email)).toEqual([
        'late@example.com',
      ])
      // The indicator block itself sits right after the input's parent, at the input's
      // right edge, and follows the input when the page scrolls.
      const placed = () =>
        p.page.evaluate(() => {
          const next = document.querySelector('.nf-field-element')!.nextElementSibling!
          const block = document
            .getElementById('apbct-check_email_exist-block')!
            .getBoundingClientRect()
          const input = document.getElementById('nf-field-9')!.getBoundingClientRect()
          return {
            isBlock: next.id === 'apbct-check_email_exist-block',
            nearRightEdge: Math.abs(block.right - input.right) < 12,
            sameMiddle: Math.abs(block.top + block.height / 2 - (input.top + input.height / 2)) < 2,
          }
        })
      expect(await placed()).toEqual({ isBlock: true, nearRightEdge: true, sameMiddle: true })
      await p.page.evaluate(async () => {
        document.body.style.minHeight = '4000px'
        window.scrollBy(0, 60)
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
      })
      expect(await placed()).toEqual({ isBlock: true, nearRightEdge: true, sameMiddle: true })
    } finally {
      await p.close()
    }
  })
})

describe('email before-post check', () => {
  it('checks a valid address once per page and stores ct_checked_emails', async () => {
    const p = await open({ emailCheckBeforePost: true })
    try {
      await p.page.type('#email', 'john@example.com')
      await p.page.focus('#comment')
      await p.page.waitForNetworkIdle({ idleTime: 400 })
      await retype(p.page, 'john@example.com')
      await p.page.focus('#comment')
      await p.page.waitForNetworkIdle({ idleTime: 400 })
      const sent = calls(p, '/cleantalk-antispam/v1/check_email_before_post')
      expect(sent).toHaveLength(1)
      expect((sent[0]!.body as { fields: Record<string, string> }).fields.email).toBe(
        'john@example.com',
      )
      const cookie = (await p.page.browserContext().cookies()).find(
        (c) => c.name === 'ct_checked_emails',
      )
      const stored = JSON.parse(decodeURIComponent(cookie!.value)) as Record<
        string,
        { result: string; timestamp: number }
      >
      expect(stored['john@example.com']?.result).toBe('EXISTS')
      expect(stored['john@example.com']?.timestamp).toBeGreaterThan(1_700_000_000)
      // No indicator without the exists check.
      expect(await blockState(p.page)).toBe(null)
    } finally {
      await p.close()
    }
  })
})

describe('both checks on the comment form', () => {
  it.each(['rest', 'admin_ajax'] as const)(
    '%s: the address typed last, then a click on Post Comment: both checks leave as the field loses focus',
    async (ajaxType) => {
      const p = await open({ emailCheckExist: true, emailCheckBeforePost: true, ajaxType })
      try {
        await p.page.type('#comment', 'Nice post.')
        await p.page.type('#author', 'Jo')
        await p.page.type('#email', 'jo@example.com')
        // The click's mousedown takes the focus from the address; the submit navigates away.
        await Promise.all([p.page.waitForNavigation(), p.page.click('#submit')])
        const emails = (route: string) =>
          calls(p, route).map((r) => (r.body as { fields: Record<string, string> }).fields.email)
        expect(emails('/cleantalk-antispam/v1/check_email_exist_post')).toEqual(['jo@example.com'])
        expect(
          emails(
            ajaxType === 'rest'
              ? '/cleantalk-antispam/v1/check_email_before_post'
              : 'apbct_email_check_before_post',
          ),
        ).toEqual(['jo@example.com'])
        const post = p.site.context.requests.findIndex((r) => r.path === '/wp-comments-post.php')
        expect(post).toBeGreaterThan(-1)
      } finally {
        await p.close()
      }
    },
  )
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'puppeteer'
import { EMAIL_CHECK_INPUTS } from '../../sim/pages/email-check-forms'
import { openFixture, startBrowser, type OpenedPage } from '../support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const EXIST_ROUTE = '/cleantalk-antispam/v1/check_email_exist_post'
const checkedEmails = (p: OpenedPage) =>
  p.site.context.requests
    .filter((r) => r.path.endsWith(EXIST_ROUTE))
    .map((r) => (r.body as { fields: Record<string, string> }).fields.email)

/** Types an address into the input, leaves it, and reports where the indicator ended up. */
async function typeAndLeave(p: OpenedPage, id: string, email: string) {
  await p.page.type(`#${id}`, email)
  await p.page.evaluate((inputId) => document.getElementById(inputId)!.blur(), id)
}

const indicatorBeside = (p: OpenedPage, id: string) =>
  p.page.evaluate((inputId) => {
    const block = document.getElementById('apbct-check_email_exist-block')
    if (!block) return null
    const b = block.getBoundingClientRect()
    const input = document.getElementById(inputId)!.getBoundingClientRect()
    const middle = b.top + b.height / 2
    return {
      state: [...block.classList].find(
        (c) => c.startsWith('apbct-check_email_exist-') && c !== 'apbct-check_email_exist-block',
      ),
      withinInputRow: middle >= input.top && middle <= input.bottom,
      atRightEdge: Math.abs(b.right - input.right) < 12,
    }
  }, id)

describe('email exists check: every plugin input of the contract', () => {
  const plugins = Object.entries(EMAIL_CHECK_INPUTS).filter(([name]) => name !== 'other')

  it.each(plugins)(
    '%s: the typed address is checked once and the indicator shows beside it',
    async (name, id) => {
      const p = await openFixture(browser, 'email-check-forms', {
        knobs: { cookieMode: 'native', emailCheckExist: true },
      })
      try {
        const email = `${name.toLowerCase()}@example.com`
        await typeAndLeave(p, id, email)
        await p.page.waitForSelector(
          '#apbct-check_email_exist-block.apbct-check_email_exist-good_email',
        )
        expect(checkedEmails(p)).toEqual([email])
        expect(await indicatorBeside(p, id)).toEqual({
          state: 'apbct-check_email_exist-good_email',
          withinInputRow: true,
          atRightEdge: true,
        })
        expect(p.errors).toEqual([])
      } finally {
        await p.close()
      }
    },
  )

  it('an email input of a form the contract does not name gets no check and no indicator', async () => {
    // On virtual time: the "nothing happens" window costs no wall time.
    const p = await openFixture(browser, 'email-check-forms', {
      knobs: { cookieMode: 'native', emailCheckExist: true },
      virtualTime: true,
    })
    try {
      await typeAndLeave(p, EMAIL_CHECK_INPUTS.other, 'reader@example.com')
      // Longer than the 300 ms debounce; every request the page started has landed.
      await p.advance(800)
      expect(checkedEmails(p)).toEqual([])
      expect(await p.page.$('#apbct-check_email_exist-block')).toBe(null)
      // The same page's covered inputs still work: the check is not simply off.
      await typeAndLeave(p, EMAIL_CHECK_INPUTS.cf7, 'writer@example.com')
      await p.advance(800)
      await p.page.waitForSelector('.apbct-check_email_exist-good_email')
      expect(checkedEmails(p)).toEqual(['writer@example.com'])
    } finally {
      await p.close()
    }
  })
})

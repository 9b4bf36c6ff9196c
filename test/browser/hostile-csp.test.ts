import { beforeAll, describe, expect, it } from 'vitest'
import { openFixture, useBrowser, type OpenedPage } from '../support/browser'
import {
  cspReports,
  evalRefused,
  isProbeReport,
  serveUnderPolicy,
  STRICT_POLICIES,
  type CspReport,
} from '../support/strict-csp'
import { fillForm } from '../support/forms-support'

const browser = useBrowser()

let POLICY: string = STRICT_POLICIES['strict-dynamic']

async function openStrict(fixture: string, options: Parameters<typeof openFixture>[2] = {}) {
  return openFixture(browser(), fixture, {
    ...options,
    beforeLoad: (page) => serveUnderPolicy(page, POLICY),
  })
}

/** The policy is in force, and nothing but the page's own probe was refused. */
async function expectNoViolations(p: OpenedPage): Promise<void> {
  expect(await evalRefused(p.page)).toBe(true)
  const seen = await cspReports(p.page)
  const probe = (r: CspReport) => isProbeReport(r, p.page.url())
  expect(seen.filter((r) => !probe(r))).toEqual([])
  expect(seen.filter(probe)).toHaveLength(1)
  expect(p.errors).toEqual([])
}

describe.each(Object.keys(STRICT_POLICIES) as (keyof typeof STRICT_POLICIES)[])(
  'under script-src %s, no unsafe-eval or unsafe-inline',
  (name) => {
    beforeAll(() => {
      POLICY = STRICT_POLICIES[name]
    })

    it('the 23-field form: lazy chunks, React, the date picker and the phone mask', async () => {
      const p = await openStrict('forms-23-fields')
      try {
        const phone = await p.page.waitForSelector('.nf-form-cont input[type=tel]', {
          timeout: 8000,
        })
        await phone!.type('5551234567')
        // The mask formatted the typing.
        expect(await phone!.evaluate((i) => (i as HTMLInputElement).value)).toMatch(
          /\(555\) 123-4567/,
        )
        const date = await p.page.waitForSelector(
          '.nf-form-cont .nf-field-container[data-nf-field-type=date] input:not([type=hidden])',
        )
        await date!.click()
        await p.page.waitForSelector('.flatpickr-calendar.open', { timeout: 8000 })
        await p.page.click(
          '.flatpickr-calendar.open .flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)',
        )
        expect(await date!.evaluate((i) => (i as HTMLInputElement).value)).toMatch(
          /\d{2}\/\d{2}\/\d{4}/,
        )
        await expectNoViolations(p)
      } finally {
        await p.close()
      }
    })

    it('the calculations form: the calc engine chunk updates the totals', async () => {
      const p = await openStrict('forms-calculations')
      try {
        await p.page.waitForSelector('.nf-form-cont form', { timeout: 8000 })
        const formId = await p.page.$eval('.nf-form-cont', (el) =>
          el.id.replace(/^nf-form-|-cont$/g, ''),
        )
        await fillForm(p.page, formId)
        await p.page.waitForFunction(
          () => /Total: \d/.test(document.querySelector('.nf-form-cont')?.textContent ?? ''),
          { timeout: 8000 },
        )
        await expectNoViolations(p)
      } finally {
        await p.close()
      }
    })

    it('the anti-spam runtime: decoder popup (UI chunk, React) and the block modal', async () => {
      const p = await openStrict('encoded-emails')
      try {
        await p.page.click('#shape-blur .apbct-email-encoder')
        await p.page.waitForSelector('.apbct-email-encoder-got-it-button', { timeout: 10_000 })
        await expectNoViolations(p)
      } finally {
        await p.close()
      }
      const q = await openStrict('comment-form', {
        knobs: { emailCheckExist: true },
        policy: {
          faults: [
            { kind: 'block', match: { route: 'check_email_exist_post' }, comment: 'Blocked' },
          ],
        },
      })
      try {
        await q.page.type('#email', 'john@example.com')
        await q.page.focus('#comment')
        await q.page.waitForSelector('#cleantalk-modal-content', { timeout: 10_000 })
        await expectNoViolations(q)
      } finally {
        await q.close()
      }
    })

    it('the anti-spam email exists check: its chunk, the REST call and the indicator', async () => {
      const p = await openStrict('comment-form', { knobs: { emailCheckExist: true } })
      try {
        await p.page.type('#email', 'john@example.com')
        // Leaving the field starts the check (the chunk loads on the first email input).
        await p.page.keyboard.press('Tab')
        await p.page.waitForSelector(
          '#apbct-check_email_exist-block.apbct-check_email_exist-good_email',
          { timeout: 10_000 },
        )
        const sent = p.site.context.requests.filter((r) =>
          r.path.endsWith('/cleantalk-antispam/v1/check_email_exist_post'),
        )
        expect(sent).toHaveLength(1)
        // The listeners are in antispam.js; the checker comes with the first check.
        expect(p.fetchedBundles()).toContain('email-checker.js')
        await expectNoViolations(p)
      } finally {
        await p.close()
      }
    })
  },
)

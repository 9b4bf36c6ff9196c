import type { Browser, Page } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openFixture, startBrowser } from '../support/browser'
import { fillForm, submittedForms } from '../support/forms-support'

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// A strict site policy: its own scripts and inline globals, never string evaluation.
const POLICY = "script-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'"

// Runs as the page's own script, so the policy applies to it (DevTools evaluation is exempt).
const PROBE =
  "<script>try{window.__evalOk=typeof Function('return 1')==='function'}catch(e){window.__evalOk=false}</script>"

/** Serves every page with the policy as a response header and records its violations. */
async function withPolicy(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}`),
    )
  })
  await page.setRequestInterception(true)
  page.on('request', (req) => {
    if (req.resourceType() !== 'document') return void req.continue()
    fetch(req.url())
      .then(async (res) =>
        req.respond({
          status: res.status,
          headers: { 'content-security-policy': POLICY },
          contentType: 'text/html; charset=utf-8',
          body: (await res.text()).replace('<head>', `<head>${PROBE}`),
        }),
      )
      .catch(() => req.abort())
  })
}

describe('form front end under a strict Content-Security-Policy', () => {
  it("renders and submits a form with no 'unsafe-eval' and causes no violation", async () => {
    const p = await openFixture(browser, 'forms-contact', { beforeLoad: withPolicy })
    try {
      // The policy is in force: the page's own probe could not evaluate a string.
      expect(
        await p.page.evaluate(() => (window as unknown as { __evalOk?: boolean }).__evalOk),
      ).toBe(false)
      const formId = await p.page.$eval('.nf-form-cont', (el) =>
        el.id.replace(/^nf-form-/, '').replace(/-cont$/, ''),
      )
      await p.page.waitForSelector(
        `#nf-form-${formId}-cont .submit-container input:not([disabled])`,
      )
      await fillForm(p.page, formId)
      await p.page.click(`#nf-form-${formId}-cont .submit-container input[type=submit]`)
      await p.page.waitForFunction(
        (id) => document.querySelector(`#nf-form-${id}-cont .nf-response-msg`)?.textContent !== '',
        { timeout: 5000 },
        formId,
      )
      expect(submittedForms(p.site.context.requests)).toHaveLength(1)
      const violations = await p.page.evaluate(
        () => (window as unknown as { __csp: string[] }).__csp,
      )
      // The probe's own refusal is reported (so a bundle's would be too); none from a bundle.
      expect(violations.some((v) => v.startsWith('script-src eval'))).toBe(true)
      expect(violations.filter((v) => v.includes('/dist/'))).toEqual([])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

import type { Browser } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageFixtures } from '../../sim/pages'
import { openFixture, startBrowser } from '../support/browser'
import { fillForm, submittedForms } from './forms-support'

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(async () => {
  await browser?.close()
})

// Every `.nff` template page the fixtures register (forms-contactform, forms-enquiry, …).
const TEMPLATE_PAGES = [...pageFixtures.values()]
  .filter((p) => p.description.startsWith("The form builder's"))
  .map((p) => p.id)

describe('form templates in real Chromium', () => {
  it('has the seven template pages', () => {
    expect(TEMPLATE_PAGES).toHaveLength(7)
  })

  it.each(TEMPLATE_PAGES)(
    '%s renders without console errors, submits and shows the success message',
    async (fixture) => {
      const missing: string[] = []
      const p = await openFixture(browser, fixture, {
        beforeLoad: async (page) => {
          page.on('response', (r) => {
            if (r.status() === 404) missing.push(new URL(r.url()).pathname)
          })
        },
      })
      try {
        const formId = await p.page.$eval('.nf-form-cont', (el) =>
          el.id.replace(/^nf-form-/, '').replace(/-cont$/, ''),
        )
        await p.page.waitForSelector(`#nf-form-${formId}-cont form .submit-container input`)
        // The four areas and the ids other code relies on.
        for (const sel of [
          `#nf-form-title-${formId}.nf-form-title`,
          '.nf-form-wrap .nf-response-msg',
          '.nf-form-wrap .nf-debug-msg',
          '.nf-form-wrap .nf-before-form',
          '.nf-form-layout form .nf-form-content',
          // Form errors and the honeypot follow the fields inside the form, as the original.
          `form .nf-after-form-content #nf-form-errors-${formId}.nf-form-errors[role=alert]`,
          `form .nf-after-form-content .nf-form-hp input#nf-field-hp-${formId}.nf-field-hp[name=nf-field-hp]`,
          '.nf-form-wrap .nf-after-form',
        ])
          expect(await p.page.$(`#nf-form-${formId}-cont ${sel}`), sel).not.toBeNull()
        await fillForm(p.page, formId)
        await p.page.click(`#nf-form-${formId}-cont .submit-container input[type=submit]`)
        await p.page.waitForFunction(
          (id) =>
            document.querySelector(`#nf-form-${id}-cont .nf-response-msg`)?.textContent !== '',
          { timeout: 5000 },
          formId,
        )
        const msg = await p.page.$eval(`#nf-form-${formId}-cont .nf-response-msg`, (el) => ({
          text: el.textContent,
          live: el.getAttribute('aria-live'),
          label: el.getAttribute('aria-label'),
        }))
        expect(msg.live).toBe('assertive')
        expect(msg.label).toBe(msg.text?.replace(/\s+/g, ' ').trim())
        const sent = submittedForms(p.site.context.requests)
        expect(sent).toHaveLength(1)
        expect(sent[0]?.id).toBe(formId)
        expect(p.errors).toEqual([])
        // The browser asks for /favicon.ico on its own; nothing else may be missing.
        expect(missing.filter((m) => m !== '/favicon.ico')).toEqual([])
        expect(
          p.console.filter((l) => l.startsWith('error') && !l.includes('Failed to load resource')),
        ).toEqual([])
      } finally {
        await p.close()
      }
    },
  )
})

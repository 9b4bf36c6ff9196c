import type { Browser } from 'puppeteer'
import { expect } from 'vitest'
import type { PageFixture } from '../../sim/pages'
import { fillForm, submittedForms, type FillOptions } from './forms-support'
import { openFixture } from './browser'

/**
 * Opens a form page of the mocked site (a fixture, or one of `pages`), checks the DOM other
 * code relies on, fills the form as a visitor, submits it and expects the success message
 * and one accepted submission, with no page error, console error or missing file.
 */
export async function expectRendersAndSubmits(
  browser: Browser,
  fixture: string,
  options: { readonly pages?: readonly PageFixture[]; readonly fill?: FillOptions } = {},
): Promise<void> {
  const missing: string[] = []
  const p = await openFixture(browser, fixture, {
    pages: options.pages,
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
    await fillForm(p.page, formId, options.fill)
    const button = `#nf-form-${formId}-cont .submit-container input[type=submit]`
    // A form may hold its button while a check (a background CAPTCHA) runs.
    await p.page.waitForSelector(`${button}:not([disabled])`)
    // Scrolled to first and clicked once still: a click that scrolls the page itself can
    // land on an embedded frame (the event-registration map) that is still painting its
    // offline error page where the button ends up.
    await p.page.$eval(button, (el) => el.scrollIntoView({ block: 'center' }))
    await p.page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    )
    await p.page.click(button)
    await p.page.waitForFunction(
      (id) => document.querySelector(`#nf-form-${id}-cont .nf-response-msg`)?.textContent !== '',
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
}

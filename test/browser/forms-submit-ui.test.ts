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

const formIdOf = async (page: Page) => {
  await page.waitForSelector('.nf-form-cont form input[type=submit]')
  return page.$eval('.nf-form-cont', (el) => el.id.replace(/^nf-form-|-cont$/g, ''))
}

describe('submit UI', () => {
  it('sends GA4 events, shows debug.form as text in its own form and ignores a non-http redirect', async () => {
    const p = await openFixture(browser, 'forms-contact', {
      policy: {
        formsAnalytics: [{ event_name: 'lead', method_type: 'ga4' }],
        formsDebug: { form: ['<b>debug</b> line'], console: [] },
        formsHaltRedirect: 'javascript:alert(1)',
      },
      beforeLoad: (page) =>
        page.evaluateOnNewDocument(() => {
          ;(window as unknown as { gtag: unknown }).gtag = (...args: unknown[]) => {
            ;(window as unknown as { __ga: unknown[] }).__ga = args
          }
        }),
    })
    try {
      const form = await formIdOf(p.page)
      await fillForm(p.page, form)
      await p.page.click(`#nf-form-${form}-cont input[type=submit]`)
      await p.page.waitForFunction(
        () => (window as unknown as { __ga?: unknown }).__ga !== undefined,
      )
      expect(await p.page.evaluate(() => (window as unknown as { __ga: unknown }).__ga)).toEqual([
        'event',
        'lead',
        { event_category: 'form_submit', event_label: 'ninja_forms_submit', form_id: form },
      ])
      const debug = await p.page.$eval(`#nf-form-${form}-cont .nf-debug-msg`, (el) => ({
        text: el.textContent,
        bold: el.querySelector('b') !== null,
      }))
      expect(debug).toEqual({ text: '<b>debug</b> line', bold: false })
      expect(new URL(p.page.url()).pathname).toBe(`/forms-contact/`)
    } finally {
      await p.close()
    }
  })

  it('resumes from ?nf_resume=<id>: fields hidden, submit disabled, then the success message', async () => {
    const p = await openFixture(browser, 'forms-contact', {
      policy: { faults: [{ kind: 'slow', match: { action: 'nf_ajax_submit' }, delayMs: 800 }] },
      // On virtual time the site holds the resume reply until the test lets 800 ms pass, so
      // the form is seen while it waits however long reading it takes on a loaded machine.
      virtualTime: true,
    })
    try {
      const form = await formIdOf(p.page)
      await p.page.setCookie({ name: 'nf_wp_session', value: 's1', url: p.site.origin })
      // The mock site reads its own query parameters as knobs, so the return URL of a
      // payment page is set before the page's scripts run.
      await p.page.evaluateOnNewDocument((id) => {
        history.replaceState(null, '', `${location.pathname}?nf_resume=${id}&note=a%20b`)
      }, form)
      await p.page.reload()
      await p.page.waitForSelector(`#nf-form-${form}-cont form input[type=submit]`)
      const during = await p.page.$eval(`#nf-form-${form}-cont`, (c) => ({
        visible: [...c.querySelectorAll<HTMLElement>('.nf-field-container')]
          .filter((e) => !e.hidden)
          .map((e) => e.dataset.nfFieldType),
        disabled: (c.querySelector('input[type=submit]') as HTMLInputElement).disabled,
        label: (c.querySelector('input[type=submit]') as HTMLInputElement).value,
      }))
      expect(during).toEqual({ visible: ['submit'], disabled: true, label: 'Sending' })
      await p.advance(800)
      await p.page.waitForFunction(
        (id) => document.querySelector(`#nf-form-${id}-cont .nf-response-msg`)?.textContent !== '',
        { polling: 'mutation', timeout: 5000 },
        form,
      )
      const resume = p.site.context.requests
        .map((r) => (r.body as { fields?: Record<string, string> }).fields ?? {})
        .find((f) => f['nf_resume[nf_resume]'] !== undefined)
      expect(resume?.['nf_resume[note]']).toBe('a b')
      expect(submittedForms(p.site.context.requests)).toHaveLength(0)
    } finally {
      await p.close()
    }
  })
})

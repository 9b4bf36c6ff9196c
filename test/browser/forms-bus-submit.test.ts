import type { HTTPRequest, Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { openFixture, useBrowser } from '../support/browser'
import { fillForm, formReady } from '../support/forms-support'

const browser = useBrowser()

// The contact export (sim/pages/nff/exports/contact.nff): name (textbox), email, message (textarea), all required.
const FIXTURE = 'forms-contact'

/** Records what `forms: submit:response` listeners read from their jqXHR argument. */
function recordResponses(page: Page): Promise<void> {
  return page.evaluate(() => {
    type Xhr = {
      readyState: number
      status: number
      statusText: string
      responseText: string
      responseJSON?: { errors?: unknown }
      getResponseHeader(n: string): string | null
      getAllResponseHeaders(): string
    }
    const w = window as unknown as { __seen: unknown[] }
    w.__seen = []
    window.nfRadio.channel('forms').on('submit:response', (...a: never[]) => {
      const [response, textStatus, xhr, formId] = a as unknown as [unknown, string, Xhr, string]
      w.__seen.push({
        response: typeof response === 'string' ? response : 'object',
        textStatus,
        formId,
        readyState: xhr.readyState,
        status: xhr.status,
        statusText: xhr.statusText,
        text: xhr.responseText.slice(0, 10),
        json: xhr.responseJSON === undefined ? 'none' : typeof xhr.responseJSON.errors,
        type: xhr.getResponseHeader('CONTENT-TYPE'),
        all: /^content-type: /im.test(xhr.getAllResponseHeaders()),
      })
    })
  })
}

/**
 * Sends the form and returns what the listeners recorded once the reply is shown and the
 * `submit:response` event has been heard (the event, not the clock, ends the wait).
 */
async function submitAndRead(page: Page, formId: string, done: string): Promise<unknown[]> {
  await fillForm(page, formId)
  // The outcome the wait below looks for must not be on the page before the reply.
  expect(await page.$(done), done).toBeNull()
  await page.click('.submit-container input[type=submit]')
  await page.waitForSelector(done)
  await page.waitForFunction(() => (window as unknown as { __seen: unknown[] }).__seen.length > 0)
  return page.evaluate(() => (window as unknown as { __seen: unknown[] }).__seen)
}

// The success area `.nf-response-msg` is always in the form (empty until a success), so only a
// non-empty one says the reply has been shown.
const SUCCESS_SHOWN = '.nf-response-msg:not(:empty)'

describe('submit:response jqXHR in real Chromium', () => {
  it('passes a finished jqXHR of the reply for a success and for a JSON reply with an HTTP error', async () => {
    for (const [policy, done, status, textStatus] of [
      [{}, SUCCESS_SHOWN, 200, 'success'],
      [
        { formsHttpStatus: 500, formsFormErrors: { limit: 'Closed.' } },
        '.nf-error-limit',
        500,
        'error',
      ],
    ] as const) {
      const p = await openFixture(browser(), FIXTURE, { policy })
      try {
        const formId = await formReady(p.page)
        await recordResponses(p.page)
        const seen = await submitAndRead(p.page, formId, done)
        expect(seen).toEqual([
          {
            response: 'object',
            textStatus,
            formId,
            readyState: 4,
            status,
            statusText: status === 200 ? 'OK' : 'Internal Server Error',
            text: '{"data":{"',
            json: 'object',
            type: 'application/json',
            all: true,
          },
        ])
      } finally {
        await p.close()
      }
    }
  })

  it('passes "error" and a jqXHR with the raw text for a reply that is not JSON', async () => {
    const badGateway = async (page: Page) => {
      await page.setRequestInterception(true)
      page.on('request', (r: HTTPRequest) => {
        if (r.method() === 'POST' && r.url().endsWith('/admin-ajax.php'))
          void r.respond({
            status: 502,
            contentType: 'text/html',
            body: '<html>Bad gateway</html>',
          })
        else void r.continue()
      })
    }
    const p = await openFixture(browser(), FIXTURE, { beforeLoad: badGateway })
    try {
      const formId = await formReady(p.page)
      await recordResponses(p.page)
      const seen = await submitAndRead(p.page, formId, '.nf-error-parse-response-ERROR')
      expect(seen).toEqual([
        {
          response: 'error',
          textStatus: 'error',
          formId,
          readyState: 4,
          status: 502,
          statusText: 'Bad Gateway',
          text: '<html>Bad ',
          json: 'none',
          type: 'text/html',
          all: true,
        },
      ])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('passes the form model to the submit events on forms and form-<id>, as the original', async () => {
    const p = await openFixture(browser(), FIXTURE)
    try {
      const formId = await formReady(p.page)
      await p.page.evaluate((id) => {
        const w = window as unknown as { __seen: string[] }
        w.__seen = []
        for (const channel of ['forms', `form-${id}`])
          for (const event of ['before:submit', 'submit:failed', 'after:submitValidation'])
            window.nfRadio.channel(channel).on(event, (m: never) => {
              const model = m as { get(k: string): unknown }
              w.__seen.push(`${channel} ${event} ${String(model.get('id'))}`)
            })
      }, formId)
      // Empty: the required fields fail; then filled: it is sent.
      await p.page.click('.submit-container input[type=submit]')
      await fillForm(p.page, formId)
      await p.page.click('.submit-container input[type=submit]')
      await p.page.waitForSelector(SUCCESS_SHOWN)
      const seen = await p.page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)
      const both = (event: string) => [
        `forms ${event} ${formId}`,
        `form-${formId} ${event} ${formId}`,
      ]
      expect(seen).toEqual([
        ...both('before:submit'),
        ...both('submit:failed'),
        ...both('before:submit'),
        ...both('after:submitValidation'),
      ])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

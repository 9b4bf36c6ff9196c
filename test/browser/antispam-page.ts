import type { Page } from 'puppeteer'
import type { z } from 'zod'
import type { faultSchema } from '../../sim/site/server-policy-schema'
import type { FixtureOptions } from '../support/browser'

export { useBrowser } from '../support/browser'

/** The page's cookies as name → decoded value, as the server would read them. */
export async function cookieMap(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(
    (await page.browserContext().cookies()).map((c) => [c.name, decodeURIComponent(c.value)]),
  )
}

/** A `block` fault of the mocked site, less its kind and match. */
type BlockAnswer = Omit<Extract<z.input<typeof faultSchema>, { kind: 'block' }>, 'kind' | 'match'>

/**
 * The comment form's options with its email-exists check on (sent when the visitor leaves the
 * email field) and that check answered with `block`.
 */
export function blockedEmailCheck(block: BlockAnswer): FixtureOptions {
  return {
    knobs: { emailCheckExist: true },
    policy: {
      faults: [{ kind: 'block', match: { route: 'check_email_exist_post' }, ...block }],
    },
  }
}

/**
 * The page's own POST to admin-ajax (`action`, an email), of a plugin the runtime has no rule
 * for, sent by XMLHttpRequest (`xhr-json`: a JSON response type, the reply read back as JSON
 * text), jQuery or fetch; resolves with the reply text.
 */
export function pagePost(
  page: Page,
  via: 'xhr' | 'xhr-json' | 'jquery' | 'fetch',
  action = 'other_plugin',
): Promise<string> {
  return page.evaluate(
    (via, action) => {
      const url = '/wp-admin/admin-ajax.php'
      const body = `action=${action}&email=jo%40example.com`
      if (via === 'fetch')
        return fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }).then((r) => r.text())
      if (via === 'jquery') {
        const $ = (window as unknown as { jQuery: { post(u: string, d: string): unknown } }).jQuery
        return new Promise<string>((resolve) => {
          const jq = $.post(url, body) as { always(fn: (...a: unknown[]) => void): void }
          jq.always((...args: unknown[]) => {
            const xhr = args.find((a) => typeof a === 'object' && a && 'responseText' in a) as
              { responseText: string } | undefined
            resolve(xhr?.responseText ?? '')
          })
        })
      }
      return new Promise<string>((resolve) => {
        const xhr = new XMLHttpRequest()
        xhr.open('POST', url)
        if (via === 'xhr-json') xhr.responseType = 'json'
        xhr.setRequestHeader('content-type', 'application/x-www-form-urlencoded')
        xhr.onload = () =>
          resolve(via === 'xhr-json' ? JSON.stringify(xhr.response) : xhr.responseText)
        xhr.send(body)
      })
    },
    via,
    action,
  )
}

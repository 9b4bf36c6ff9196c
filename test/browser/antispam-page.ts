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

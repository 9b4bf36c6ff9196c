import type { Browser, Page } from 'puppeteer'
import { afterAll, beforeAll } from 'vitest'
import { startBrowser } from '../support/browser'

/** One Chromium for the test file, closed after it; call at the top of a test file. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await startBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => browser!
}

/** The page's cookies as name → decoded value, as the server would read them. */
export async function cookieMap(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(
    (await page.browserContext().cookies()).map((c) => [c.name, decodeURIComponent(c.value)]),
  )
}

import type { Page } from 'puppeteer'

export { useBrowser } from '../support/browser'

/** The page's cookies as name → decoded value, as the server would read them. */
export async function cookieMap(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(
    (await page.browserContext().cookies()).map((c) => [c.name, decodeURIComponent(c.value)]),
  )
}

import type { Browser, Page } from 'puppeteer'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser, resolveBrowser } from '../../sim/driver'
import { startSite, type SiteOptions, type SiteServer } from '../../sim/server'

/** One headless Chromium for a test file. */
export async function startBrowser(): Promise<Browser> {
  return launchBrowser(await resolveBrowser())
}

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

/** A page opened on a fixture of a fresh mocked site, with its console and errors. */
export interface OpenedPage {
  readonly page: Page
  readonly site: SiteServer
  readonly console: string[]
  readonly errors: string[]
  /** Paths of the bundle files the page fetched from dist/. */
  readonly fetchedBundles: () => string[]
  close(): Promise<void>
}

/** Opens `fixture` in a new incognito context against a new mocked site. */
export async function openFixture(
  browser: Browser,
  fixture: string,
  options: SiteOptions & { beforeLoad?: (page: Page) => Promise<unknown> } = {},
): Promise<OpenedPage> {
  const site = await startSite(options)
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  const consoleLines: string[] = []
  const errors: string[] = []
  const bundles: string[] = []
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`))
  page.on('pageerror', (e) => errors.push(String(e)))
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/dist/')) bundles.push(url.pathname.slice(6))
  })
  await options.beforeLoad?.(page)
  await page.goto(site.pageUrl(fixture), { waitUntil: 'load' })
  return {
    page,
    site,
    console: consoleLines,
    errors,
    fetchedBundles: () => [...bundles],
    async close() {
      await context.close()
      await site.close()
    },
  }
}

import type { BrowserContext, Page } from 'puppeteer'
import type { ActorEnvironment } from '../actors/actor'
import { globalName, inPageSource } from './in-page-source'

/** The viewport every scenario runs in (tall enough that most forms need no scrolling). */
export const VIEWPORT = { width: 1280, height: 1000 } as const

/**
 * Opens the scenario's page and dresses the browser as the actor's: a desktop user agent
 * without "HeadlessChrome" and `navigator.webdriver` false for humans and stealthy bots,
 * Chromium's own for the headless bot. The observer records what the page can see.
 */
export async function setupPage(
  context: BrowserContext,
  env: ActorEnvironment,
  timezone: string,
): Promise<Page> {
  const page = await context.newPage()
  await page.setViewport(VIEWPORT)
  await page.emulateTimezone(timezone)
  if (env.userAgent === 'desktop') {
    const ua = (await page.browser().userAgent()).replace('HeadlessChrome', 'Chrome')
    await page.setUserAgent({ userAgent: ua })
  }
  if (!env.webdriver) {
    await page.evaluateOnNewDocument(
      "Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true })",
    )
  }
  const observer = await inPageSource('observer')
  await page.evaluateOnNewDocument(`${observer}\n;${globalName('observer')}.installObserver()`)
  return page
}

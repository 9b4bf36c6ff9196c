import type { Browser, Page } from 'puppeteer'
import type { ActorEnvironment } from '../actors/actor'
import { globalName, inPageSource } from './in-page-source'

/** The viewport every scenario runs in (tall enough that most forms need no scrolling). */
export const VIEWPORT = { width: 1280, height: 1000 } as const

const userAgents = new WeakMap<Browser, Promise<string>>()

/** The browser's own user agent (asked once per browser). */
function userAgentOf(browser: Browser): Promise<string> {
  let ua = userAgents.get(browser)
  if (!ua) {
    ua = browser.userAgent()
    userAgents.set(browser, ua)
  }
  return ua
}

/**
 * Dresses a blank page, before its first navigation, as the actor's browser: the scenario
 * viewport and time zone; a desktop user agent without "HeadlessChrome" and
 * `navigator.webdriver` false for humans and stealthy bots, Chromium's own for the headless
 * bot; an automation's globals where its environment names them. Pointer events the browser makes up before any input are dropped
 * (in-page/phantom-pointer.ts). The observer records what the page can see.
 */
export async function setupPage(
  page: Page,
  env: ActorEnvironment,
  timezone: string,
): Promise<Page> {
  const phantom = await inPageSource('phantom-pointer')
  await page.evaluateOnNewDocument(
    `${phantom}\n;${globalName('phantom-pointer')}.dropPhantomPointer()`,
  )
  const { viewport } = env
  await page.setViewport(
    viewport
      ? {
          width: viewport.width,
          height: viewport.height,
          isMobile: viewport.mobile === true,
          hasTouch: viewport.touch === true,
        }
      : VIEWPORT,
  )
  await page.emulateTimezone(timezone)
  if (env.userAgent === 'desktop') {
    const ua = (await userAgentOf(page.browser())).replace('HeadlessChrome', 'Chrome')
    await page.setUserAgent({ userAgent: ua })
  }
  if (!env.webdriver) {
    await page.evaluateOnNewDocument(
      "Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true })",
    )
  }
  if (env.automationGlobals && env.automationGlobals.length > 0)
    await page.evaluateOnNewDocument(
      `for (const k of ${JSON.stringify(env.automationGlobals)}) Object.defineProperty(window, k, { value: [], configurable: true })`,
    )
  const writes = await inPageSource('write-log')
  await page.evaluateOnNewDocument(`${writes}\n;${globalName('write-log')}.installWriteLog()`)
  const observer = await inPageSource('observer')
  await page.evaluateOnNewDocument(`${observer}\n;${globalName('observer')}.installObserver()`)
  return page
}

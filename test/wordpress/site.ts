import { createHash } from 'node:crypto'
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer'
import { inject } from 'vitest'
import { connectSite, type SiteHandle } from '../../scripts/wordpress/handle'

export type {
  SiteHandle,
  Submission,
  ConnectionReport,
  FormField,
  Row,
} from '../../scripts/wordpress/handle'
export { startWordPress, ANTISPAM_DEFAULTS } from '../../scripts/wordpress/site'

/** The site the global setup started (test/wordpress/global-setup.ts). */
export function useSite(): SiteHandle {
  return connectSite(inject('wordpress'))
}

/** Which scripts serve the page: ours (the plugin swaps them in) or the plugins' originals. */
export type Flavour = 'bramble' | 'original'

/** A page of the real site in a fresh browser context, with what it requested and threw. */
export interface SitePage {
  readonly page: Page
  readonly context: BrowserContext
  /** Every script URL the page requested. */
  readonly scripts: string[]
  /** Every request the page made. */
  readonly requests: HTTPRequest[]
  readonly errors: string[]
  readonly console: string[]
  close(): Promise<void>
}

/** Options of {@link openSitePage}. */
export interface OpenOptions {
  /**
   * The visitor's Accept-Language on every request of the page (default: the browser's). The
   * anti-spam plugin keys a visitor's alternative-cookie session on IP, user agent and this
   * header, so visitors that run at the same time need one each ({@link visitorLanguage}).
   */
  readonly acceptLanguage?: string
  /** Runs on the new page before it navigates (listeners, scripts for every document). */
  readonly beforeLoad?: (page: Page) => Promise<void>
}

/**
 * Opens `url` in a new incognito context. For the original the context carries the test-only
 * cookie `bramble=off`, so every request of the visit (pages and admin-ajax) is served the
 * original way.
 */
export async function openSitePage(
  browser: Browser,
  site: SiteHandle,
  url: string,
  flavour: Flavour,
  options: OpenOptions = {},
): Promise<SitePage> {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  if (options.acceptLanguage)
    await page.setExtraHTTPHeaders({ 'Accept-Language': options.acceptLanguage })
  if (flavour === 'original') {
    const { hostname } = new URL(site.url)
    await context.setCookie({ name: 'bramble', value: 'off', domain: hostname, path: '/' })
  }
  const scripts: string[] = []
  const requests: HTTPRequest[] = []
  const errors: string[] = []
  const consoleLines: string[] = []
  page.on('request', (r) => {
    requests.push(r)
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  page.on('pageerror', (e) => errors.push(String(e)))
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`))
  await options.beforeLoad?.(page)
  await page.goto(url, { waitUntil: 'load' })
  return {
    page,
    context,
    scripts,
    requests,
    errors,
    console: consoleLines,
    close: () => context.close(),
  }
}

/**
 * An Accept-Language of its own for the `n`-th of several visitors at once: the same language
 * (English), told apart by its weight, so nothing that reads the language sees a difference.
 */
export function visitorLanguage(n: number): string {
  return `en-US,en;q=0.${9 - (n % 9)}`
}

/**
 * The id the anti-spam plugin gives a visitor's alternative-cookie session: the last 16 hex
 * digits of SHA-256 over IP, user agent and Accept-Language (`AltSessions::getID`).
 */
export function altSessionId(ip: string, userAgent: string, acceptLanguage: string): string {
  return createHash('sha256').update(`${ip}${userAgent}${acceptLanguage}`).digest('hex').slice(-16)
}

/** A unique suffix for values a run types (authors with approved comments skip checks). */
export function runId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

/**
 * Starts the anti-spam plugin's nonce refresh outside its 10 s cooldown and its rate limit
 * (the table `<prefix>cleantalk_rate_limits` exists from 6.85 on; the compatibility matrix
 * runs older releases too).
 */
export async function resetRefreshLimits(site: SiteHandle): Promise<void> {
  await site.setOption('cleantalk_remote_calls', null)
  if ((await site.query("SHOW TABLES LIKE '{prefix}cleantalk\\_rate\\_limits'")).length > 0)
    await site.query('DELETE FROM {prefix}cleantalk_rate_limits')
}

import type { Page } from 'puppeteer'

/** The nonce every script tag of a page served under a policy carries. */
export const CSP_NONCE = 'cmFuZG9tLW5vbmNlLTE4'

/**
 * The strictest policies a site sends: only scripts carrying the page's nonce (and, with
 * 'strict-dynamic', what they load themselves); no string evaluation, no inline script or
 * handler without the nonce. Without 'strict-dynamic' our chunks load only because the loader
 * gives them the nonce of the bundle that loads them. 'report-sample' loosens nothing: it puts
 * the first 40 characters of a refused inline script or handler in the report, so a test can
 * tell whose it was.
 */
export const STRICT_POLICIES = {
  'strict-dynamic': `script-src 'nonce-${CSP_NONCE}' 'strict-dynamic' 'report-sample'; object-src 'none'; base-uri 'none'`,
  'nonce only': `script-src 'nonce-${CSP_NONCE}' 'report-sample'; object-src 'none'; base-uri 'none'`,
} as const

/** The page's own probe: string evaluation must be refused (one `eval` report, the page's). */
const PROBE = `<script nonce="${CSP_NONCE}">try{window.__evalOk=typeof Function('return 1')==='function'}catch(e){window.__evalOk=false}</script>`

/** One `securitypolicyviolation` report, as the page saw it. */
export interface CspReport {
  readonly directive: string
  readonly blockedURI: string
  readonly sourceFile: string
  readonly line: number
  readonly sample: string
}

/**
 * Records every violation report of the page in `window.__cspReports`, from before the
 * page's first script. Read them with {@link cspReports}.
 */
export async function recordViolations(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const seen: unknown[] = []
    ;(window as unknown as { __cspReports: unknown[] }).__cspReports = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push({
        directive: e.effectiveDirective,
        blockedURI: e.blockedURI,
        sourceFile: e.sourceFile,
        line: e.lineNumber,
        sample: e.sample,
      }),
    )
  })
}

/** The reports recorded so far (none when {@link recordViolations} was not installed). */
export function cspReports(page: Page): Promise<CspReport[]> {
  return page.evaluate(
    () => (window as unknown as { __cspReports?: CspReport[] }).__cspReports ?? [],
  )
}

/**
 * Serves every document the page loads with `policy` as its response header, the nonce on
 * each of the page's own script tags (as WordPress 6.x can print it) and the eval probe first
 * in `<head>`; records every violation report ({@link recordViolations}). Other requests go
 * through untouched (request interception also turns the page's HTTP cache off).
 */
export async function serveUnderPolicy(page: Page, policy: string): Promise<void> {
  await recordViolations(page)
  await page.setRequestInterception(true)
  page.on('request', (req) => {
    if (req.resourceType() !== 'document') return void req.continue()
    fetch(req.url())
      .then(async (res) => {
        const html = (await res.text()).replace(/<script(?=[\s>])/g, `<script nonce="${CSP_NONCE}"`)
        await req.respond({
          status: res.status,
          headers: { 'content-security-policy': policy },
          contentType: 'text/html; charset=utf-8',
          body: html.replace('<head>', `<head>${PROBE}`),
        })
      })
      .catch(() => req.abort())
  })
}

/** Whether the page's probe found string evaluation refused (the policy is in force). */
export function evalRefused(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __evalOk?: boolean }).__evalOk === false)
}

/** The report of the page's own eval probe: inline in the document, so its source is the page. */
export function isProbeReport(r: CspReport, pageUrl: string): boolean {
  return r.blockedURI === 'eval' && r.sourceFile.split('#')[0] === pageUrl.split('#')[0]
}

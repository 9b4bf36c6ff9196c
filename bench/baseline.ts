/**
 * Before/after in one run: with `BENCH_BASELINE_DIST=<a dist/ folder of an earlier build>`,
 * the side-by-side suites put that build where the original goes (the "original" column is the
 * baseline), served at `/dist-base/`, so a change is measured against the build before it in
 * the same interleaved loads. A diagnosis for developing a change, never a budget.
 */
import path from 'node:path'

/** The baseline build's folder, when one is set. */
export const BASELINE_DIR = process.env.BENCH_BASELINE_DIST
  ? path.resolve(process.env.BENCH_BASELINE_DIST)
  : undefined

/** The URL path prefix the baseline build is served at. */
export const BASELINE_PATH = '/dist-base/'

/**
 * `BENCH_BASELINE_PRINT=preloads`: the baseline's form pages print the first render's chunks
 * as the plugin did before the seventh round (preloads before the container, fetched by
 * forms.js) rather than as scripts after it, so a before/after run measures that change too.
 */
const PRINT_PRELOADS = process.env.BENCH_BASELINE_PRINT === 'preloads'

/** Bramble's page rewritten to load the baseline build. */
export function asBaseline(html: string): string {
  return (PRINT_PRELOADS ? chunksAsPreloads(html) : html).replaceAll('/dist/', BASELINE_PATH)
}

/**
 * A form page with the chunk scripts our plugin prints after a form's container
 * (bench/side-pages.ts) turned into preloads before the first container, as the plugin
 * printed them before the seventh round.
 */
export function chunksAsPreloads(html: string): string {
  const chunks = [
    ...html.matchAll(/<script src="(\/dist\/[^"]+)" id="bramble-[^"]+"><\/script>\n/g),
  ]
  let page = html
  for (const [tag] of chunks) page = page.replace(tag, '')
  return page.replace(
    /<div id="nf-form-[^"]+-cont"/,
    (m) => `${chunks.map((c) => `<link rel="preload" as="script" href="${c[1]}">\n`).join('')}${m}`,
  )
}

/** The baseline file a URL path names, if it names one. */
export function baselineFile(urlPath: string): string | undefined {
  return BASELINE_DIR && /^\/dist-base\/[^/]+\.js$/.test(urlPath)
    ? path.join(BASELINE_DIR, urlPath.slice(BASELINE_PATH.length))
    : undefined
}

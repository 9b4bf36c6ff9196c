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

/** Bramble's page rewritten to load the baseline build. */
export function asBaseline(html: string): string {
  return html.replaceAll('/dist/', BASELINE_PATH)
}

/** The baseline file a URL path names, if it names one. */
export function baselineFile(urlPath: string): string | undefined {
  return BASELINE_DIR && /^\/dist-base\/[^/]+\.js$/.test(urlPath)
    ? path.join(BASELINE_DIR, urlPath.slice(BASELINE_PATH.length))
    : undefined
}

/**
 * What the side-by-side suites (side-antispam.ts, side-forms.ts) share: which implementations
 * a run measures, one page of each on the bench site, interleaved loads and their stats.
 */
import { DEFAULT_DIST_DIR as DIST } from '../sim/server'
import { asBaseline, BASELINE_DIR, baselineFile } from './baseline'
import { originalFile, type Originals } from './originals'
import type { Impl } from './side-pages'
import type { BenchSite } from './side-site'
import { stats, type Stats } from './lib/stats'
import type { Budget, SideRow } from './side-table'

/** Options of a side-by-side suite. */
export interface SideSuiteOptions {
  readonly originals: Originals
  /** Loads per implementation and page shape. */
  readonly loads: number
  /** Whether to measure a page shape, by its label (all by default). */
  readonly wants?: (label: string) => boolean
}

/**
 * The implementations measured: the original too when its code is there (`dir`) or a
 * baseline build of ours stands in for it (BENCH_BASELINE_DIST).
 */
export function sideImpls(dir: string | undefined): Impl[] {
  return dir || BASELINE_DIR ? ['original', 'bramble'] : ['bramble']
}

/**
 * The script URLs of each implementation's own code: ours in dist/; the original plugin's
 * (`original`), or in a baseline run the baseline build's.
 */
export const ownScripts = (original: RegExp): Record<Impl, RegExp> => ({
  bramble: /\/dist\/[^/?]+\.js/,
  original: BASELINE_DIR ? /\/dist-base\/[^/?]+\.js/ : original,
})

/**
 * Where a script the page fetched lies on disk, to weigh it: ours in dist/; the original's
 * (its `own` scripts) in the originals at `originalsDir`, or in a baseline run the baseline
 * build; undefined for anything else.
 */
export const scriptFiles =
  (impl: Impl, own: Record<Impl, RegExp>, originalsDir: string | undefined) =>
  (path: string): string | undefined =>
    impl === 'bramble'
      ? /^\/dist\/[^/]+\.js$/.test(path)
        ? `${DIST}/${path.slice(6)}`
        : undefined
      : BASELINE_DIR
        ? baselineFile(path)
        : own.original.test(path) && originalsDir
          ? originalFile(originalsDir, path)
          : undefined

/**
 * One page per implementation at `/__bench/page/<name>-<impl>/`, drawn by `render`; in a
 * baseline run the "original" is our page loading the baseline build.
 */
export function implPages(
  site: BenchSite,
  name: string,
  impls: readonly Impl[],
  render: (impl: Impl) => string,
): Record<Impl, string> {
  return Object.fromEntries(
    impls.map((impl) => [
      impl,
      site.page(
        `${name}-${impl}`,
        BASELINE_DIR && impl === 'original' ? asBaseline(render('bramble')) : render(impl),
      ),
    ]),
  ) as Record<Impl, string>
}

/**
 * `loads` loads of each implementation, which one goes first alternating from load to load
 * (so neither always gets the warmer machine); `tag` names them in BENCH_DEBUG output.
 */
export async function interleavedLoads<L>(
  impls: readonly Impl[],
  loads: number,
  load: (impl: Impl) => Promise<L>,
  tag: string,
): Promise<Record<Impl, L[]>> {
  const runs: Record<Impl, L[]> = { original: [], bramble: [] }
  for (let i = 0; i < loads; i++)
    for (const impl of i % 2 ? [...impls].reverse() : impls) runs[impl].push(await load(impl))
  if (process.env.BENCH_DEBUG)
    for (const impl of impls) console.error(`${tag} ${impl}:`, JSON.stringify(runs[impl]))
  return runs
}

/** The stats of one measure of the loads, the original's only when it was measured. */
export const pickStats =
  <L>(runs: Record<Impl, L[]>, withOriginal: boolean) =>
  (f: (load: L) => number | number[]): { original?: Stats; bramble: Stats } => ({
    ...(withOriginal ? { original: stats(runs.original.flatMap(f)) } : {}),
    bramble: stats(runs.bramble.flatMap(f)),
  })

/** One measure of a page's loads as a row of the table: what it reads, its unit and budget. */
export type RowOf<L> = (
  measure: string,
  unit: SideRow['unit'],
  f: (load: L) => number | number[],
  budget: Budget,
  note?: string,
) => SideRow

/** The rows of page `page` from its loads, the original's stats only when it was measured. */
export function rowsOf<L>(runs: Record<Impl, L[]>, withOriginal: boolean, page: string): RowOf<L> {
  const pick = pickStats(runs, withOriginal)
  return (measure, unit, f, budget, note) => ({
    page,
    measure,
    unit,
    ...pick(f),
    budget,
    ...(note === undefined ? {} : { note }),
  })
}

/**
 * The row every page has: its longest task running scripts, under 50 ms (what browsers count
 * as a long task).
 */
export const longestTaskRow = <L extends { readonly longestTaskMs: number }>(row: RowOf<L>) =>
  row('longest task running its scripts (CPU)', 'ms', (l) => l.longestTaskMs, {
    kind: 'absolute',
    max: 50,
  })

/**
 * Which side-by-side page shapes a run measures (`--shapes a,b+c`): those whose label holds
 * one of the comma-separated parts — a part's `+`-joined words all — each from the start of a
 * word (case-insensitive), so `native` does not pick `alternative`; every shape without the
 * option.
 */
export function shapeFilter(arg: string | undefined): (label: string) => boolean {
  if (arg === undefined) return () => true
  const word = (w: string) => new RegExp(`(^|[^a-z])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
  const parts = arg
    .toLowerCase()
    .split(',')
    .map((p) =>
      p
        .split('+')
        .map((w) => w.trim())
        .filter((w) => w !== '')
        .map(word),
    )
    .filter((all) => all.length > 0)
  return (label) => parts.some((all) => all.every((w) => w.test(label.toLowerCase())))
}

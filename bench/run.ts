/**
 * `npm run bench`: measures what the issues budget and prints it; writes .bench/results.json
 * and .bench/side-by-side.md. Budgets live here, not in timed tests.
 *
 *   npm run bench -- --only antispam,forms   a subset of the suites (names below)
 *   npm run bench -- --loads 3               fewer loads per side (a quick look; default 15
 *                                            on the comment page, 11 on the form pages)
 *   npm run bench -- --shapes contact,native  only the side-by-side page shapes whose label
 *                                            contains one of these (case-insensitive): e.g.
 *                                            `native cookies, detector off`, `contact`,
 *                                            `chained`; a quick look at a few rows
 *   npm run bench -- --check                 exits 1 on any breach
 *   BENCH_BASELINE_DIST=<dir> npm run bench  an earlier build in the original's place (before/
 *                                            after in one run; bench/baseline.ts); with
 *                                            BENCH_BASELINE_PRINT=preloads its form pages
 *                                            print the chunks as before the seventh round
 *
 * `antispam` and `forms` measure the originals and Bramble in the same interleaved run and
 * hold Bramble to ratios of the original (issue 19); without the originals (../shared/oracles)
 * they measure Bramble alone, say so, and `--check` fails, since a ratio cannot be checked.
 * `antispam-floor`, `forms-floor` and `forms-calc` measure Bramble alone against a floor or
 * in Node: diagnosis, not budgets.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { benchAntispam } from './antispam'
import { benchAntispamUi } from './antispam-ui'
import { BASELINE_DIR } from './baseline'
import { benchFormsCalc } from './forms-calc'
import { benchForms } from './forms'
import type { BenchRow } from './lib/bench-row'
import { prepareOriginals, ORACLES_DIR } from './originals'
import { benchScenarioLibrary, benchVerdictRates } from './scenarios'
import { sideAntispam } from './side-antispam'
import { sideForms } from './side-forms'
import { shapeFilter } from './side-runs'
import { benchVirtualClock } from './virtual-clock'
import { consoleLines, markdownTable, verdict, type SideRow } from './side-table'

interface SizeEntry {
  readonly raw: number
  readonly gzip: number
}

const args = process.argv.slice(2)
const value = (flag: string) => {
  const i = args.indexOf(flag)
  return i >= 0 ? args[i + 1] : undefined
}
const check = args.includes('--check')
const only = value('--only') ? new Set(value('--only')!.split(',')) : null
const wants = shapeFilter(value('--shapes'))
const loadsArg = value('--loads')
const loads = (fallback: number, env?: string) => Number(loadsArg ?? env ?? fallback)
if (loadsArg !== undefined && !(Number(loadsArg) >= 1)) {
  console.error(`bench: --loads wants a whole number ≥ 1, got ${loadsArg}`)
  process.exit(2)
}

const originals = await prepareOriginals()
const sideRows: SideRow[] = []
const side = (run: () => Promise<SideRow[]>) => async () => {
  sideRows.push(...(await run()))
  return [] as BenchRow[]
}
// Suites whose rows are readings, never budgets.
const DIAGNOSIS = new Set(['antispam-floor', 'forms-floor', 'forms-calc'])
const suites: [string, () => Promise<BenchRow[]> | BenchRow[]][] = [
  [
    'antispam',
    side(() =>
      sideAntispam({
        originals,
        loads: loads(15, process.env.BENCH_ANTISPAM_SIDE_LOADS),
        visitLoads: loads(9, process.env.BENCH_ANTISPAM_VISIT_LOADS),
        wants,
      }),
    ),
  ],
  [
    'forms',
    side(() => sideForms({ originals, loads: loads(11, process.env.BENCH_FORMS_LOADS), wants })),
  ],
  ['antispam-floor', benchAntispam],
  ['antispam-ui', benchAntispamUi],
  ['forms-floor', benchForms],
  ['forms-calc', benchFormsCalc],
  ['scenarios', benchScenarioLibrary],
  ['verdict', benchVerdictRates],
  ['virtual-clock', benchVirtualClock],
]
if (only) {
  const unknown = [...only].filter((name) => !suites.some(([n]) => n === name))
  if (unknown.length > 0) {
    console.error(
      `bench: unknown suite ${unknown.join(', ')}; choose from ${suites.map(([n]) => n).join(', ')}`,
    )
    process.exit(2)
  }
}
const runsSide = !only || only.has('antispam') || only.has('forms')
if (runsSide && !originals.ok)
  console.error(
    `bench: measuring Bramble alone — ${originals.reason} (looked in ${ORACLES_DIR}). ` +
      'Ratio budgets cannot be checked without the originals.',
  )

const sizes = JSON.parse(await readFile('dist/sizes.json', 'utf8')) as Record<string, SizeEntry>
const rows: (BenchRow & { diagnosis?: boolean })[] = Object.entries(sizes).map(([file, s]) => ({
  metric: `${file} gzip`,
  value: `${(s.gzip / 1024).toFixed(1)} KB`,
  budget: '—',
  ok: true,
}))
for (const [name, run] of suites) {
  if (only && !only.has(name)) continue
  const got = await run()
  rows.push(...got.map((r) => (DIAGNOSIS.has(name) ? { ...r, diagnosis: true } : r)))
}

await mkdir('.bench', { recursive: true })
const table = markdownTable(sideRows)
await writeFile('.bench/results.json', JSON.stringify({ sizes, sideRows, rows }, null, 2) + '\n')
if (sideRows.length > 0) await writeFile('.bench/side-by-side.md', table + '\n')

if (sideRows.length > 0) {
  console.log(
    `\nSide by side (${BASELINE_DIR ? `"original" = the baseline build in ${BASELINE_DIR}` : originals.ok ? 'original vs Bramble, same interleaved run' : 'Bramble alone: no originals'}; median (min–max)):`,
  )
  for (const line of consoleLines(sideRows)) console.log(line)
}
console.log('\nOther readings and budgets:')
for (const r of rows)
  console.log(
    `${(r.diagnosis ? 'diag' : r.ok ? 'ok' : 'BREACH').padEnd(7)} ${r.metric.padEnd(40)} ${r.value.padStart(10)}  ${r.diagnosis ? 'diagnosis, was' : 'budget'} ${r.budget}`,
  )

const breaches = [
  ...sideRows.filter((r) => verdict(r) === 'BREACH' || verdict(r) === 'NO ORIGINAL'),
  ...rows.filter((r) => !r.diagnosis && !r.ok),
]
if (check) {
  if (breaches.length > 0) {
    console.error(
      `\nbench --check: ${breaches.length} row(s) breach their budget or lack the original`,
    )
    process.exit(1)
  }
  console.log('\nbench --check: every budget met')
}

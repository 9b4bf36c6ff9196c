/**
 * `npm run bench`: measures what the issues budget. Prints a table and writes
 * .bench/results.json. Budgets live here, not in timed tests.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { benchAntispam } from './antispam'
import { benchAntispamUi } from './antispam-ui'
import { benchFormsCalc } from './forms-calc'
import { benchForms } from './forms'
import { benchScenarioLibrary, benchVerdictRates } from './scenarios'

interface SizeEntry {
  readonly raw: number
  readonly gzip: number
}

const sizes = JSON.parse(await readFile('dist/sizes.json', 'utf8')) as Record<string, SizeEntry>
const rows: { metric: string; value: string; budget: string; ok: boolean }[] = []
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

for (const [file, s] of Object.entries(sizes)) {
  rows.push({ metric: `${file} gzip`, value: kb(s.gzip), budget: '—', ok: true })
}

// `npm run bench -- --only antispam,forms` runs a subset (names below).
const onlyArg = process.argv.indexOf('--only')
const only = onlyArg >= 0 ? new Set((process.argv[onlyArg + 1] ?? '').split(',')) : null
const suites: [string, () => Promise<typeof rows> | typeof rows][] = [
  ['forms-calc', benchFormsCalc],
  ['antispam', benchAntispam],
  ['antispam-ui', benchAntispamUi],
  ['forms', benchForms],
  ['scenarios', benchScenarioLibrary],
  ['verdict', benchVerdictRates],
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
for (const [name, run] of suites) if (!only || only.has(name)) rows.push(...(await run()))

await mkdir('.bench', { recursive: true })
await writeFile('.bench/results.json', JSON.stringify({ sizes, rows }, null, 2) + '\n')
for (const r of rows)
  console.log(
    `${r.ok ? 'ok  ' : 'OVER'} ${r.metric.padEnd(40)} ${r.value.padStart(10)}  budget ${r.budget}`,
  )

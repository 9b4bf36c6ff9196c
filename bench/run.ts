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

rows.push(...benchFormsCalc())
rows.push(...(await benchAntispam()))
rows.push(...(await benchAntispamUi()))
rows.push(...(await benchForms()))
rows.push(...(await benchScenarioLibrary()), ...(await benchVerdictRates()))

await mkdir('.bench', { recursive: true })
await writeFile('.bench/results.json', JSON.stringify({ sizes, rows }, null, 2) + '\n')
for (const r of rows)
  console.log(
    `${r.ok ? 'ok  ' : 'OVER'} ${r.metric.padEnd(40)} ${r.value.padStart(10)}  budget ${r.budget}`,
  )

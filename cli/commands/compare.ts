import { stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Command } from 'commander'
import { compareReports } from '../../sim/report/compare'
import { compareLines } from '../../sim/report/compare-lines'
import { renderCompareHtml } from '../../sim/report/html-compare'
import { EXIT } from '../exit-codes'
import { latestReport } from '../latest-report'
import { readReport } from '../read-report'

interface CompareOptions {
  html?: string
}

/**
 * A report.json, or a folder: `<run-id>/` (its report.json) or a folder of runs such as
 * `reports/` (the newest run in it).
 */
async function reportFile(arg: string): Promise<string> {
  const isDir = await stat(arg)
    .then((s) => s.isDirectory())
    .catch(() => false)
  if (!isDir) return arg
  const own = path.join(arg, 'report.json')
  const hasOwn = await stat(own)
    .then((s) => s.isFile())
    .catch(() => false)
  return hasOwn ? own : latestReport(arg)
}

/** `bramble compare A B` */
export function registerCompare(program: Command, setExit: (code: number) => void): void {
  program
    .command('compare')
    .description(
      'Put two runs side by side: what changed per scenario in status, verdict, expectations, outcomes, signals and requests',
    )
    .argument('<a>', 'report.json of run A, or its folder')
    .argument('<b>', 'report.json of run B, or its folder')
    .option('--html <file>', 'also write the comparison as a self-contained HTML page')
    .addHelpText(
      'after',
      '\nExamples:\n  $ bramble compare reports/2026-01-01T10-00-00-000Z-ab12 reports/2026-01-02T10-00-00-000Z-cd34\n' +
        '  $ bramble compare main/report.json branch/report.json --html compare.html\n\n' +
        'Exit codes: 0 the runs are the same, 1 they differ, 2 a report cannot be read.\n',
    )
    .action(async (a: string, b: string, opts: CompareOptions) => {
      const [fa, fb] = await Promise.all([reportFile(a), reportFile(b)])
      const [ra, rb] = await Promise.all([readReport(fa), readReport(fb)])
      const diff = compareReports(ra, rb)
      const names = { a: fa, b: fb }
      for (const line of compareLines(diff, names)) process.stdout.write(`${line}\n`)
      if (opts.html) {
        await writeFile(opts.html, renderCompareHtml(diff, names))
        process.stdout.write(`html: ${opts.html}\n`)
      }
      const differ = diff.scenarios.length > 0 || diff.population.length > 0
      setExit(differ ? EXIT.failed : EXIT.ok)
    })
}

import path from 'node:path'
import type { Command } from 'commander'
import { UsageError } from '../../sim/errors'
import { HtmlReporter } from '../../sim/report/html-reporter'
import { JsonReporter } from '../../sim/report/json-reporter'
import { JunitReporter } from '../../sim/report/junit-reporter'
import { MergeConflictError, mergeReports } from '../../sim/report/merge'
import { EXIT } from '../exit-codes'
import { readReport } from '../read-report'
import { bramble } from '../../sim/message'

interface MergeOptions {
  out: string
  html?: boolean
}

/** `bramble merge <reports...>` */
export function registerMerge(program: Command, setExit: (code: number) => void): void {
  program
    .command('merge')
    .description('Combine shard reports (bramble run --shard i/n) into one report')
    .argument('<reports...>', 'report.json files of the shards')
    .option('--out <dir>', 'directory for the merged <run-id>/ reports', 'reports')
    .option('--html', 'also write report.html')
    .addHelpText(
      'after',
      '\nExamples:\n  $ bramble merge shard-1/*/report.json shard-2/*/report.json shard-3/*/report.json --out merged\n\n' +
        'Exits 1 when a merged scenario did not pass, like bramble run.\n',
    )
    .action(async (files: string[], opts: MergeOptions) => {
      const reports = []
      for (const f of files) reports.push(await readReport(f))
      const { newRunId } = await import('../../sim/driver/run-suite')
      const runId = `merged-${newRunId()}`
      let merged
      try {
        merged = mergeReports(reports, runId)
      } catch (error) {
        if (!(error instanceof MergeConflictError)) throw error
        throw new UsageError(
          bramble(
            `Failed to merge ${files.join(', ')}: ${error.message}. Merge reports of disjoint shards (--shard i/n of one scenario set).`,
          ),
        )
      }
      const dir = path.join(opts.out, runId)
      const writers = [new JsonReporter(dir), new JunitReporter(dir)]
      for (const w of opts.html ? [...writers, new HtmlReporter(dir)] : writers)
        await w.onEnd(merged)
      const s = merged.summary
      process.stdout.write(
        `${s.passed} passed, ${s.failed} failed, ${s.errors} errors${s.skipped ? `, ${s.skipped} skipped` : ''} — ${s.total} scenarios from ${files.length} reports\n`,
      )
      process.stdout.write(`report: ${path.join(dir, 'report.json')}\n`)
      setExit(s.passed + (s.skipped ?? 0) === s.total ? EXIT.ok : EXIT.failed)
    })
}

import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Command } from 'commander'
import { renderHtml } from '../../sim/report/html-reporter'
import { EXIT } from '../exit-codes'
import { latestReport } from '../latest-report'
import { readReport } from '../read-report'

interface ReportOptions {
  out?: string
}

/** `bramble report [report.json]` */
export function registerReport(program: Command, setExit: (code: number) => void): void {
  program
    .command('report')
    .description('Write the self-contained HTML report of a run')
    .argument('[report]', 'a report.json (default: the newest under reports/)')
    .option('--out <file>', 'HTML file to write (default: report.html beside the report.json)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ bramble report\n  $ bramble report reports/2026-01-01T00-00-00-000Z-ab12/report.json --out run.html\n',
    )
    .action(async (file: string | undefined, opts: ReportOptions) => {
      const source = file ?? (await latestReport())
      const report = await readReport(source)
      const out = opts.out ?? path.join(path.dirname(source), 'report.html')
      await writeFile(out, renderHtml(report))
      process.stdout.write(`html: ${out}\n`)
      setExit(EXIT.ok)
    })
}

import path from 'node:path'
import type { Command } from 'commander'
import { newRunId, runSuite } from '../../sim/driver'
import { JsonReporter } from '../../sim/report/json-reporter'
import { ListReporter } from '../../sim/report/list-reporter'
import { EXIT } from '../exit-codes'
import { loadScenarios } from '../scenario-files'

interface RunOptions {
  browser?: string
  workers?: string
  out: string
}

/** `bramble run [paths|globs...]` */
export function registerRun(program: Command, setExit: (code: number) => void): void {
  program
    .command('run')
    .description('Run scenarios in headless Chromium against the mocked WordPress site')
    .argument('[paths...]', 'scenario files, directories or globs (default: scenarios/)')
    .option(
      '--browser <path>',
      'Chrome/Chromium executable (else BRAMBLE_CHROME, PUPPETEER_EXECUTABLE_PATH, PATH, puppeteer cache)',
    )
    .option('--workers <n>', 'scenarios run in parallel (default: number of cores)')
    .option('--out <dir>', 'directory for reports/<run-id>/', 'reports')
    .addHelpText(
      'after',
      '\nExamples:\n  $ bramble run\n  $ bramble run scenarios/smoke.yaml\n  $ bramble run "scenarios/**/*.yaml" --workers 2 --browser /usr/bin/chromium\n',
    )
    .action(async (paths: string[], opts: RunOptions) => {
      const scenarios = await loadScenarios(paths)
      const runId = newRunId()
      const dir = path.join(opts.out, runId)
      const workers = opts.workers === undefined ? undefined : Number(opts.workers)
      const report = await runSuite({
        scenarios,
        runId,
        browserPath: opts.browser,
        workers: Number.isInteger(workers) && workers! > 0 ? workers : undefined,
        reporters: [new ListReporter(process.stdout), new JsonReporter(dir)],
      })
      process.stdout.write(`report: ${path.join(dir, 'report.json')}\n`)
      setExit(report.summary.passed === report.summary.total ? EXIT.ok : EXIT.failed)
    })
}

import path from 'node:path'
import type { Command } from 'commander'
import { UsageError } from '../../sim/errors'
import type { Reporter } from '../../sim/report/reporter'
import { POPULATION_SEED_BASE } from '../../sim/scenario/population'
import {
  DEFAULT_MIX,
  parseMix,
  planPopulation,
  POPULATION_TEMPLATES,
  type Mix,
} from '../../sim/scenario/population-plan'
import { EXIT } from '../exit-codes'
import { integer, positiveInt } from '../options'
import { loadScenarios } from '../scenario-files'
import { wsEndpoint } from './run'

interface PopulationOptions {
  visitors: number
  mix?: Mix
  fixture: string
  seed: number
  workers?: number
  browserWs?: string[]
  browser?: string
  out: string
}

const EXAMPLES = `
Examples:
  $ bramble population --visitors 200
  $ bramble population --visitors 400 --mix human=3,human-mimic=1,form-agent=1
  $ bramble population --visitors 100 --mix human=1,recorded=recordings/,patient-bot=1
  $ bramble population --visitors 1000 --browser-ws ws://10.0.0.5:9222/… --browser-ws ws://10.0.0.6:9222/…

Reports: <out>/<run-id>/report.json (with "population") and report.html (rates and the curve).
`

/** Prints how far the population got, every tenth of it, on stderr. */
function progress(total: number): Reporter {
  let done = 0
  const step = Math.max(1, Math.round(total / 10))
  return {
    onScenarioEnd() {
      done++
      if (done % step === 0 || done === total)
        process.stderr.write(`[bramble] ${done}/${total} visitors\n`)
    },
  }
}

/** `bramble population --visitors N --mix …` */
export function registerPopulation(program: Command, setExit: (code: number) => void): void {
  program
    .command('population')
    .description(
      'Run N seeded visitors of a mix of kinds and report per-kind detection and false-positive rates with 95 % intervals',
    )
    .option('--visitors <n>', 'how many visits', positiveInt('--visitors'), 100)
    .option(
      '--mix <kinds>',
      `kind=weight,… and recorded=DIR[:weight] (default ${DEFAULT_MIX})`,
      parseMix,
    )
    .option(
      '--fixture <id>',
      `the page every visit uses (${Object.keys(POPULATION_TEMPLATES).join(', ')})`,
      'comment-form',
    )
    .option(
      '--seed <n>',
      'seed of the first visitor; visitor i gets seed + i',
      integer('--seed'),
      POPULATION_SEED_BASE,
    )
    .option(
      '--workers <n>',
      'visits in parallel (default: twice the cores)',
      positiveInt('--workers'),
    )
    .option(
      '--browser-ws <url>',
      'run on a remote browser’s DevTools endpoint (repeatable)',
      wsEndpoint,
    )
    .option('--browser <path>', 'Chrome/Chromium executable')
    .option('--out <dir>', 'directory for <run-id>/ reports', 'reports')
    .addHelpText('after', EXAMPLES)
    .action(async (opts: PopulationOptions) => {
      const mix = opts.mix ?? parseMix(DEFAULT_MIX)
      const recorded = mix.recordedDir ? await loadScenarios([mix.recordedDir]) : []
      const scenarios = planPopulation({
        visitors: opts.visitors,
        mix,
        fixture: opts.fixture,
        seedBase: opts.seed,
        recorded,
      })
      if (scenarios.length === 0)
        throw new UsageError(
          '[bramble] Failed to build a population: no visitors. Give --visitors 1 or more.',
        )
      const [{ newRunId, runSuite, BOT_THRESHOLD }, { JsonReporter }, { HtmlReporter }, stats] =
        await Promise.all([
          import('../../sim/driver'),
          import('../../sim/report/json-reporter'),
          import('../../sim/report/html-reporter'),
          import('../../sim/report/population-stats'),
        ])
      const runId = newRunId()
      const dir = path.join(opts.out, runId)
      const controller = new AbortController()
      const stop = () => controller.abort()
      process.once('SIGINT', stop)
      process.once('SIGTERM', stop)
      const started = performance.now()
      try {
        const report = await runSuite({
          scenarios,
          runId,
          browserPath: opts.browser,
          browserWs: opts.browserWs,
          // A virtual-time visit mostly waits on DevTools round trips: two per core.
          workers: opts.workers ?? (await import('node:os')).availableParallelism() * 2,
          reporters: [progress(scenarios.length)],
          signal: controller.signal,
        })
        const population = stats.populationStats(report, {
          fixture: opts.fixture,
          mix: mix.weights,
          seedBase: opts.seed,
          threshold: BOT_THRESHOLD,
        })
        const full = { ...report, population }
        await new JsonReporter(dir).onEnd(full)
        await new HtmlReporter(dir).onEnd(full)
        for (const line of stats.populationLines(population)) process.stdout.write(`${line}\n`)
        const wall = (performance.now() - started) / 1000
        process.stdout.write(
          `wall time ${wall.toFixed(1)} s\nreport: ${path.join(dir, 'report.json')}\nhtml: ${path.join(dir, 'report.html')}\n`,
        )
        const errors = report.summary.errors
        if (errors > 0)
          process.stderr.write(
            `[bramble] ${errors} visits ended in an error and have no verdict (not counted); see the report.\n`,
          )
        const complete = report.scenarios.length === scenarios.length
        setExit(complete && errors === 0 ? EXIT.ok : EXIT.failed)
      } finally {
        process.off('SIGINT', stop)
        process.off('SIGTERM', stop)
      }
    })
}

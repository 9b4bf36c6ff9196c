import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import type { Command } from 'commander'
import type { LoadedScenario } from '../../sim/scenario/load'
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
import { integer, parseShard, positiveInt, type Shard } from '../options'
import { loadScenarios } from '../scenario-files'
import { shardScenarios } from '../select'
import { wsEndpoint } from './run'
import { bramble } from '../../sim/message'

interface PopulationOptions {
  visitors: number
  mix?: Mix
  fixture: string
  seed: number
  workers?: number
  browserWs?: string[]
  browser?: string
  out: string
  shard?: Shard
  /** Visitors of each kind with a filmstrip; false with --no-filmstrip. */
  filmstrip: number | boolean
}

/** Visitors of each kind that get a filmstrip unless --filmstrip says otherwise. */
const FILMSTRIPS_PER_KIND = 2

/**
 * The ids of the first `perKind` visitors of each kind, in plan order: the sample that gets
 * a filmstrip (a screenshot per step for every visitor would cost time and megabytes).
 */
function filmstripSample(scenarios: readonly LoadedScenario[], perKind: number): Set<string> {
  const taken = new Map<string, number>()
  const ids = new Set<string>()
  for (const s of scenarios) {
    const kind = s.scenario.tags.find((t) => t.startsWith('visitor:')) ?? ''
    const n = taken.get(kind) ?? 0
    if (n >= perKind) continue
    taken.set(kind, n + 1)
    ids.add(s.id)
  }
  return ids
}

const EXAMPLES = `
Examples:
  $ bramble population --visitors 200
  $ bramble population --visitors 400 --mix human=3,human-mimic=1,form-agent=1
  $ bramble population --visitors 100 --mix human=1,recorded=recordings/,patient-bot=1
  $ bramble population --visitors 1000 --browser-ws ws://10.0.0.5:9222/… --browser-ws ws://10.0.0.6:9222/…
  $ bramble population --visitors 1000 --shard 1/2 --out shard-1   # then: bramble merge shard-*/*/report.json --html
  $ bramble population --visitors 200 --filmstrip 10

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
        process.stderr.write(bramble(`${done}/${total} visitors\n`))
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
    .option(
      '--shard <i/n>',
      'run only the i-th of n parts of the population (merge them with bramble merge)',
      parseShard,
    )
    .option(
      '--filmstrip <n>',
      `visitors of each kind with a filmstrip and a timeline shot (default ${FILMSTRIPS_PER_KIND})`,
      integer('--filmstrip'),
    )
    .option('--no-filmstrip', 'no filmstrip for any visitor')
    .addHelpText('after', EXAMPLES)
    .action(async (opts: PopulationOptions) => {
      const mix = opts.mix ?? parseMix(DEFAULT_MIX)
      const recorded = mix.recordedDir ? await loadScenarios([mix.recordedDir]) : []
      const planned = planPopulation({
        visitors: opts.visitors,
        mix,
        fixture: opts.fixture,
        seedBase: opts.seed,
        recorded,
      })
      const scenarios = opts.shard ? shardScenarios(planned, opts.shard) : planned
      const perKind =
        opts.filmstrip === false
          ? 0
          : typeof opts.filmstrip === 'number'
            ? opts.filmstrip
            : FILMSTRIPS_PER_KIND
      const sampled = filmstripSample(planned, perKind)
      if (scenarios.length === 0)
        throw new UsageError(
          bramble('Failed to build a population: no visitors. Give --visitors 1 or more.'),
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
          filmstrip: (s) => sampled.has(s.id),
          onNote: (note) => process.stderr.write(bramble(`${note}\n`)),
        })
        const visited = performance.now()
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
          `wall time ${wall.toFixed(1)} s (visits ${((visited - started) / 1000).toFixed(1)} s, reports ${((performance.now() - visited) / 1000).toFixed(1)} s; ${cpus().length} cores, load ${loadavg()
            .map((l) => l.toFixed(1))
            .join(
              ' ',
            )})\nreport: ${path.join(dir, 'report.json')}\nhtml: ${path.join(dir, 'report.html')}\n`,
        )
        const { errors, infraErrors = 0 } = report.summary
        if (errors + infraErrors > 0)
          process.stderr.write(
            bramble(
              `${errors + infraErrors} visits ended in an error${infraErrors > 0 ? ` (${infraErrors} lost their browser twice)` : ''} and have no verdict (not counted); see the report.\n`,
            ),
          )
        const complete = report.scenarios.length === scenarios.length
        setExit(!complete || errors > 0 ? EXIT.failed : infraErrors > 0 ? EXIT.infra : EXIT.ok)
      } finally {
        process.off('SIGINT', stop)
        process.off('SIGTERM', stop)
      }
    })
}

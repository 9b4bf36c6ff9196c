import path from 'node:path'
import type { Command } from 'commander'
import type { RunSuiteOptions } from '../../sim/driver'
import { UsageError } from '../../sim/errors'
import { EXIT } from '../exit-codes'
import { collect, integer, parseShard, positiveInt, type Shard } from '../options'
import { REPORTER_NAMES } from '../reporter-names'
import { loadScenarios } from '../scenario-files'
import {
  filterScenarios,
  scenarioArguments,
  scenarioFilter,
  shardScenarios,
  type FilterOptions,
} from '../select'
import { loadSiteTarget, siteOption } from './site-target'
import { bramble } from '../../sim/message'

interface RunOptions extends FilterOptions {
  browser?: string
  browserWs?: string[]
  workers?: number
  out: string
  seed?: number
  realtime?: boolean
  repeat?: number
  reporter?: string[]
  shard?: Shard
  site?: string
  siteMap?: string
  filmstrip: boolean
}

const EXAMPLES = `
Examples:
  $ bramble run
  $ bramble run scenarios/smoke.yaml --reporter list
  $ bramble run "scenarios/**/*.yaml" --grep nonce --actor human --tag antispam
  $ bramble run --seed 7 --repeat 5 --workers 2
  $ bramble run --shard 2/3 --out reports/shard-2
  $ bramble run --browser-ws ws://10.0.0.5:9222/devtools/browser/… --browser-ws ws://10.0.0.6:9222/…
  $ bramble run --reporter list,html --out ci-reports
  $ bramble run --site https://staging.example.com/ --site-map site-map.yaml --workers 1

Keys (dashboard): ↑↓ or j/k move, Enter detail, f failures only, q quit.
Reports: <out>/<run-id>/report.json and junit.xml (always), report.html (--reporter html).
`

/** Parses one repeatable `--browser-ws` value. */
export function wsEndpoint(value: string, previous: string[] = []): string[] {
  if (!/^wss?:\/\/\S+$/.test(value)) {
    throw new UsageError(
      bramble(
        `Invalid --browser-ws "${value}": expected a DevTools WebSocket URL such as ws://127.0.0.1:9222/devtools/browser/<id> (Chrome prints it as "DevTools listening on ws://…").`,
      ),
    )
  }
  return [...previous, value]
}

/** `bramble run [paths|globs...]` */
export function registerRun(program: Command, setExit: (code: number) => void): void {
  scenarioArguments(
    program
      .command('run')
      .description(
        'Run scenarios in headless Chromium against the mocked WordPress site, or a real one (--site)',
      ),
  )
    .option(
      '--seed <n>',
      'seed for every random choice (default: each scenario’s own)',
      integer('--seed'),
    )
    .option(
      '--workers <n>',
      'scenarios run in parallel (default: number of cores)',
      positiveInt('--workers'),
    )
    .option('--realtime', 'run on the wall clock instead of virtual time')
    .option(
      '--repeat <n>',
      'run each scenario n times, no retries; differing outcomes = flaky',
      positiveInt('--repeat'),
    )
    .option(
      `--reporter <names>`,
      `terminal and file reporters: ${REPORTER_NAMES.join(', ')} (comma-separated or repeated)`,
      collect,
    )
    .option('--out <dir>', 'directory for <run-id>/ reports', 'reports')
    .option(
      '--shard <i/n>',
      'run only the i-th of n deterministic parts (merge them with bramble merge)',
      parseShard,
    )
    .option(
      '--browser-ws <url>',
      'run on a remote browser’s DevTools endpoint (repeatable: workers spread over them)',
      wsEndpoint,
    )
    .option(
      '--site <url>',
      'run against this real site instead of the mocked one; scenarios that need the mock are skipped',
      siteOption,
    )
    .option(
      '--site-map <file>',
      'YAML mapping fixture ids to the site’s paths, and its settings (default: /<fixture id>/)',
    )
    .option(
      '--browser <path>',
      'Chrome/Chromium executable (else BRAMBLE_CHROME, PUPPETEER_EXECUTABLE_PATH, PATH, puppeteer cache)',
    )
    .option(
      '--no-filmstrip',
      'take no screenshot after each step (smaller, slightly faster reports)',
    )
    .addHelpText('after', EXAMPLES)
    .action(async (paths: string[], opts: RunOptions) => {
      const filter = scenarioFilter(opts)
      if (opts.siteMap !== undefined && opts.site === undefined)
        throw new UsageError(
          bramble(
            `--site-map ${opts.siteMap} needs --site: give the URL of the site the map describes.`,
          ),
        )
      const site =
        opts.site === undefined ? undefined : await loadSiteTarget(opts.site, opts.siteMap)
      const loaded = await loadScenarios(paths)
      let scenarios = filterScenarios(loaded, filter)
      if (scenarios.length === 0) {
        throw new UsageError(
          bramble(
            `No scenario matches the filters (of ${loaded.length} loaded). Run \`bramble list\` to see ids, actors and tags.`,
          ),
        )
      }
      if (opts.shard) scenarios = shardScenarios(scenarios, opts.shard)
      // The driver (puppeteer, the mock site) and the reporters (Ink) load only for a run.
      const [{ newRunId, runSuite }, { buildReporters }] = await Promise.all([
        import('../../sim/driver'),
        import('../run-reporters'),
      ])
      const runId = newRunId()
      const dir = path.join(opts.out, runId)
      const controller = new AbortController()
      const stop = () => controller.abort()
      const { reporters, dashboard } = buildReporters(opts.reporter ?? [], dir, stop)
      const interrupt = () => {
        process.stderr.write(
          bramble('Interrupted: finishing running scenarios and closing the browsers.\n'),
        )
        stop()
      }
      process.once('SIGINT', interrupt)
      process.once('SIGTERM', interrupt)
      const options: RunSuiteOptions = {
        scenarios,
        runId,
        browserPath: opts.browser,
        browserWs: opts.browserWs,
        workers: opts.workers,
        seed: opts.seed,
        realtime: opts.realtime === true,
        repeat: opts.repeat,
        reporters,
        signal: controller.signal,
        site,
        filmstrip: opts.filmstrip,
        onNote: (note) => process.stderr.write(bramble(`${note}\n`)),
      }
      try {
        const report = await runSuite(options)
        process.stdout.write(`report: ${path.join(dir, 'report.json')}\n`)
        const ran = new Set(report.scenarios.map((r) => r.id)).size
        const incomplete = ran < scenarios.length
        if (incomplete) {
          process.stderr.write(
            bramble(
              `Stopped before the end: ${scenarios.length - ran} of ${scenarios.length} scenarios did not run.\n`,
            ),
          )
        }
        // Skipped scenarios (a real-site run: they need the mock) are not failures; a run
        // whose only problems are lost browsers is the infrastructure's (exit 3).
        const { passed: ok, skipped = 0, infraErrors = 0, total } = report.summary
        const passed = !incomplete && ok + skipped === total
        const infraOnly = !incomplete && infraErrors > 0 && ok + skipped + infraErrors === total
        setExit(passed ? EXIT.ok : infraOnly ? EXIT.infra : EXIT.failed)
      } finally {
        dashboard?.close()
        process.off('SIGINT', interrupt)
        process.off('SIGTERM', interrupt)
      }
    })
}

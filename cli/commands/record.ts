import { mkdir, writeFile } from 'node:fs/promises'
import { networkInterfaces } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { Command } from 'commander'
import { UsageError } from '../../sim/errors'
import { scenarioSchema } from '../../sim/scenario/schema'
import { EXIT } from '../exit-codes'
import { integer } from '../options'
import { schemaPath } from './schemas'
import { bramble } from '../../sim/message'

interface RecordOptions {
  fixture?: string
  nff?: string
  site?: string
  out?: string
  name?: string
  host: string
  port: number
}

const EXAMPLES = `
Examples:
  $ bramble record --fixture comment-form
  $ bramble record --nff ~/exports/contact.nff --out recordings/contact-1.json
  $ bramble record --fixture comment-form --host 0.0.0.0 --port 8090   # a phone on the LAN
  $ bramble record --site https://staging.example.com/?p=1 --fixture comment-form

Open the printed URL in any browser, use the page, then press Enter here (Ctrl-C also saves).
Replay: bramble run <file>. A folder of recordings is a population of people:
  bramble population --mix human=1,recorded=recordings/
`

/** The addresses a browser elsewhere on the network can use for a server bound to every address. */
function reachable(url: string, host: string): string[] {
  if (host !== '0.0.0.0') return [url]
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a!.address)
  return ['127.0.0.1', ...addresses].map((a) => url.replace('0.0.0.0', a))
}

/** Resolves on Enter on stdin, or on SIGINT/SIGTERM: each saves the recording. */
function untilDone(): Promise<string> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: process.stdin })
    let finished = false
    const done = (why: string) => {
      if (finished) return
      finished = true
      resolve(why)
      lines.close()
      // Nothing more is read: stdin must not keep the process alive.
      process.stdin.pause()
      process.stdin.unref?.()
      process.off('SIGINT', onInt)
      process.off('SIGTERM', onTerm)
    }
    const onInt = () => done('interrupted')
    const onTerm = () => done('terminated')
    lines.once('line', () => done('enter'))
    // A closed stdin (a background job) ends nothing: Ctrl-C or SIGTERM still saves.
    process.once('SIGINT', onInt)
    process.once('SIGTERM', onTerm)
  })
}

/** Waits for the page's next batch (it posts every 500 ms), so the last moments are kept. */
async function nextBatch(batches: readonly unknown[], limitMs: number): Promise<void> {
  const had = batches.length
  const until = performance.now() + limitMs
  while (batches.length === had && performance.now() < until)
    await new Promise((r) => setTimeout(r, 25))
}

/** `bramble record` */
export function registerRecord(program: Command, setExit: (code: number) => void): void {
  program
    .command('record')
    .description(
      'Serve a page with a recorder, let a person use it in any browser, and write their visit as a replayable scenario',
    )
    .option(
      '--fixture <id>',
      'a page fixture of the mocked site (with --site: its id in your site map)',
    )
    .option('--nff <file>', 'a form-builder export (.nff), served as its own page')
    .option('--site <url>', 'a real page, recorded through a loopback proxy')
    .option('--out <file>', 'the scenario file to write (default recordings/<page>-<time>.json)')
    .option('--name <text>', 'the scenario name')
    .option('--host <host>', 'address to listen on (0.0.0.0: reachable from the LAN)', '127.0.0.1')
    .option('--port <n>', 'port to listen on (0 picks a free one)', integer('--port'), 0)
    .addHelpText('after', EXAMPLES)
    .action(async (opts: RecordOptions) => {
      // --fixture names the page on its own, or (with --site) the page's id in the site map.
      const sources = [opts.site, opts.nff, opts.site ? undefined : opts.fixture]
      const given = sources.filter((v) => v !== undefined).length
      if (given !== 1)
        throw new UsageError(
          bramble(
            'Failed to record: give exactly one of --fixture ID, --nff FILE or --site URL. Run `bramble serve` to list the fixtures.',
          ),
        )
      if (opts.site && !opts.fixture)
        throw new UsageError(
          bramble(
            'Failed to record --site: the scenario needs the page’s id in your site map. Add --fixture ID (e.g. --fixture comment-form).',
          ),
        )
      if (opts.site && !/^https?:\/\//.test(opts.site))
        throw new UsageError(
          bramble(
            `Failed to record --site ${opts.site}: not an http(s) URL. Give e.g. https://staging.example.com/.`,
          ),
        )
      const [{ startRecordSite }, { toScenario }] = await Promise.all([
        import('../../sim/driver/record/record-site'),
        import('../../sim/driver/record/to-scenario'),
      ])
      const nff = opts.nff ? path.resolve(opts.nff) : undefined
      const target = opts.site ? { site: opts.site } : nff ? { nff } : { fixture: opts.fixture! }
      let site
      try {
        site = await startRecordSite(target, opts.host, opts.port)
      } catch (error) {
        if (error instanceof Error && !('kind' in error)) throw new UsageError(error.message)
        throw error
      }
      const id = nff ? path.basename(nff, '.nff') : opts.fixture!
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const out = path.resolve(opts.out ?? path.join('recordings', `${id}-${stamp}.json`))
      const outputs = process.stdout
      outputs.write(`Recording ${opts.site ?? id}. Open in any browser:\n`)
      for (const url of reachable(site.url, opts.host)) outputs.write(`  ${url}\n`)
      outputs.write('Use the page, then press Enter here to save (Ctrl-C also saves).\n')
      const why = await untilDone()
      await nextBatch(site.batches, 1500)
      const requests = site.requests()
      await site.close()
      const $schema = path
        .relative(path.dirname(out), schemaPath('scenario'))
        .split(path.sep)
        .join('/')
      const page = nff
        ? { nff: path.relative(path.dirname(out), nff).split(path.sep).join('/') }
        : { fixture: opts.fixture! }
      let recorded
      try {
        recorded = toScenario({
          name: opts.name ?? `recorded visit of ${id} (${stamp})`,
          $schema,
          page,
          batches: site.batches,
          requests,
        })
      } catch (error) {
        const refused = site.refused.length
          ? ` (${site.refused.length} batch(es) refused: ${site.refused[0]})`
          : ''
        throw new UsageError(`${(error as Error).message}${refused}`)
      }
      // What is written must load: the same schema `bramble run` reads it with.
      scenarioSchema.parse(recorded.scenario)
      await mkdir(path.dirname(out), { recursive: true })
      await writeFile(out, `${JSON.stringify(recorded.scenario, null, 2)}\n`)
      const { steps, events, ms } = recorded.summary
      outputs.write(
        `Saved (${why}): ${steps} steps, ${events} events over ${(ms / 1000).toFixed(1)} s\n`,
      )
      for (const note of recorded.notes) process.stderr.write(bramble(`note: ${note}\n`))
      outputs.write(`scenario: ${out}\nreplay: bramble run ${path.relative(process.cwd(), out)}\n`)
      setExit(EXIT.ok)
    })
}

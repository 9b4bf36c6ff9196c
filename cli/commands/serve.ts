import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Command } from 'commander'
import { EXIT } from '../exit-codes'
import { integer } from '../options'

interface ServeOptions {
  port: number
  host: string
}

/** `bramble serve` */
export function registerServe(program: Command, setExit: (code: number) => void): void {
  program
    .command('serve')
    .description(
      'Serve the mocked WordPress site on loopback and print every page URL; Ctrl-C stops it',
    )
    .option('--port <n>', 'port to listen on (0 picks a free one)', integer('--port'), 0)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .addHelpText(
      'after',
      '\nExamples:\n  $ bramble serve\n  $ bramble serve --port 8080\n\nAppend site knobs as query parameters, e.g. /comment-form/?cookieMode=alternative&ajaxType=admin_ajax.\n',
    )
    .action(async (opts: ServeOptions) => {
      const [{ pageFixtures }, { DEFAULT_DIST_DIR, startSite }] = await Promise.all([
        import('../../sim/pages'),
        import('../../sim/server'),
      ])
      const site = await startSite({ port: opts.port, host: opts.host })
      const out = process.stdout
      out.write(`Mock WordPress site at ${site.origin}/\n`)
      for (const page of pageFixtures.values()) {
        out.write(`  ${site.pageUrl(page.id)}  ${page.title}\n`)
      }
      if (!existsSync(path.join(DEFAULT_DIST_DIR, 'antispam.js'))) {
        process.stderr.write(
          '[bramble] dist/ has no bundles yet: pages load without the runtimes. Run `npm run build`.\n',
        )
      }
      out.write('Press Ctrl-C to stop.\n')
      await new Promise<void>((resolve) => {
        process.once('SIGINT', resolve)
        process.once('SIGTERM', resolve)
      })
      await site.close()
      out.write('Stopped.\n')
      setExit(EXIT.ok)
    })
}

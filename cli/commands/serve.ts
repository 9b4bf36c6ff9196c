import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Command } from 'commander'
import { EXIT } from '../exit-codes'
import { UsageError } from '../../sim/errors'
import { integer } from '../options'
import { bramble } from '../../sim/message'

interface ServeOptions {
  port: number
  host: string
  nff?: string[]
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
    .option(
      '--nff <file...>',
      'also serve these form-builder exports (.nff), each as a page of its own',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  $ bramble serve\n  $ bramble serve --port 8080\n  $ bramble serve --nff ~/exports/contact.nff ~/exports/booking.nff\n\nAppend site knobs as query parameters, e.g. /comment-form/?cookieMode=alternative&ajaxType=admin_ajax.\n',
    )
    .action(async (opts: ServeOptions) => {
      const [{ nffPage, pageFixtures }, { DEFAULT_DIST_DIR, startSite }] = await Promise.all([
        import('../../sim/pages'),
        import('../../sim/server'),
      ])
      const own = (opts.nff ?? []).map((file) => {
        try {
          return { file, page: nffPage(path.resolve(file)) }
        } catch (error) {
          throw new UsageError((error as Error).message)
        }
      })
      for (const [i, o] of own.entries()) {
        const twin = own.findIndex((other) => other.page.id === o.page.id)
        if (twin !== i)
          throw new UsageError(
            bramble(
              `Failed to serve ${o.file}: ${own[twin]!.file} has the same file name, and each export is served at /<its file name>/. Rename one of them.`,
            ),
          )
      }
      const site = await startSite({
        port: opts.port,
        host: opts.host,
        pages: own.map((o) => o.page),
      })
      const out = process.stdout
      out.write(`Mock WordPress site at ${site.origin}/\n`)
      if (own.length > 0) {
        out.write('Your exports:\n')
        for (const { file, page } of own)
          out.write(`  ${site.pageUrl(page.id)}  ${page.title} (${file})\n`)
        out.write('Fixtures:\n')
      }
      for (const page of pageFixtures.values()) {
        out.write(`  ${site.pageUrl(page.id)}  ${page.title}\n`)
      }
      if (!existsSync(path.join(DEFAULT_DIST_DIR, 'antispam.js'))) {
        process.stderr.write(
          bramble(
            'dist/ has no bundles yet: pages load without the runtimes. Run `npm run build`.\n',
          ),
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

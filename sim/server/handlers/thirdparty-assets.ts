import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { http, HttpResponse, type RequestHandler } from 'msw'
import type { SiteContext } from '../site-context'
import { bramble } from '../../message'

const require = createRequire(import.meta.url)

let jquery: Promise<Buffer> | undefined

/**
 * Scripts WordPress itself serves to fixture pages: jQuery at its core path, read from the
 * project's own `jquery` package (installed as a dev dependency).
 */
export function thirdPartyAssetHandlers(_ctx: SiteContext): RequestHandler[] {
  return [
    http.get('*/wp-includes/js/jquery/jquery.min.js', async () => {
      try {
        jquery ??= readFile(require.resolve('jquery/dist/jquery.min.js'))
        return new HttpResponse(new Uint8Array(await jquery), {
          headers: { 'content-type': 'application/javascript; charset=utf-8' },
        })
      } catch (error) {
        jquery = undefined
        return new HttpResponse(
          bramble(
            `Failed to serve jQuery: ${(error as Error).message}. Install it with: npm install -D jquery@3`,
          ),
          { status: 500, headers: { 'content-type': 'text/plain' } },
        )
      }
    }),
  ]
}

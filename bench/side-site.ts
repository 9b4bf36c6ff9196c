/**
 * The mocked site of the side-by-side bench: the project's mock WordPress (every endpoint both
 * implementations talk to) plus the bench's pages, the originals at the paths WordPress serves
 * them at, and a report channel for the pages' probes.
 */
import { readFile } from 'node:fs/promises'
import { http, HttpResponse } from 'msw'
import { startSite, type SiteServer } from '../sim/server'
import type { PageContext } from '../sim/pages'
import { siteKnobsSchema, type SiteKnobsInput } from '../sim/site'
import { baselineFile } from './baseline'
import { originalFile } from './originals'
import { DETECTOR_URL } from './side-pages'
import { bramble } from '../sim/message'

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
}

/** A running bench site. */
export interface BenchSite {
  readonly site: SiteServer
  /** What page renderers get (origin, knobs, nonces). */
  readonly ctx: PageContext
  /** Serves `html` at `/__bench/page/<name>/` and returns its URL. */
  page(name: string, html: string): string
  /** Resolves with the query of the next `/__bench/report/<what>` request. */
  next(what: string, timeoutMs?: number): Promise<URLSearchParams>
  close(): Promise<void>
}

/** Starts the mock site with the bench's handlers in front of its own. */
export async function startBenchSite(
  knobs: SiteKnobsInput,
  originalsDir: string | undefined,
): Promise<BenchSite> {
  const pages = new Map<string, string>()
  const waiters = new Map<string, (q: URLSearchParams) => void>()
  // Every file as a web server serves static files (no cache-control): on a real site a
  // script and its preload share one fetch; with `no-store` React was fetched twice.
  // Each load runs in a fresh browser context, so nothing is cached from one load to the next.
  const site = await startSite({
    knobs,
    cacheableDist: true,
    overrides: () => [
      http.get('*/__bench/page/:name/', ({ params }) => {
        const html = pages.get(String(params.name))
        return html === undefined
          ? new HttpResponse('no such bench page', { status: 404 })
          : new HttpResponse(html, { headers: { 'content-type': 'text/html; charset=UTF-8' } })
      }),
      http.get('*/__bench/report/:what', ({ params, request }) => {
        const what = String(params.what)
        waiters.get(what)?.(new URL(request.url).searchParams)
        waiters.delete(what)
        return new HttpResponse(null, { status: 204 })
      }),
      http.get(`*${DETECTOR_URL}`, () => new HttpResponse('offline', { status: 404 })),
      http.get(/\/(wp-content\/plugins|wp-includes\/js|dist-base)\//, async ({ request }) => {
        const urlPath = new URL(request.url).pathname
        const file = baselineFile(urlPath) ?? (originalsDir && originalFile(originalsDir, urlPath))
        if (!file) return undefined
        try {
          const body = await readFile(file)
          const type = TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream'
          return new HttpResponse(new Uint8Array(body), {
            headers: { 'content-type': type },
          })
        } catch {
          return undefined
        }
      }),
    ],
  })
  const ctx: PageContext = {
    origin: site.origin,
    knobs: siteKnobsSchema.parse(knobs),
    nonces: site.context.nonces,
  }
  return {
    site,
    ctx,
    page(name, html) {
      pages.set(name, html)
      return `${site.origin}/__bench/page/${name}/`
    },
    next(what, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(what)
          reject(new Error(bramble(`bench: no ${what} report from the page in ${timeoutMs} ms`)))
        }, timeoutMs)
        waiters.set(what, (q) => {
          clearTimeout(timer)
          resolve(q)
        })
      })
    },
    close: () => site.close(),
  }
}

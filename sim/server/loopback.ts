import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import path from 'node:path'
import { getResponse, type RequestHandler } from 'msw'
import { InfraError } from '../errors'
import { pageFixtures, type PageFixture } from '../pages'
import { escapeHtml } from '../pages/html'
import { siteKnobsSchema, type SiteKnobsInput } from '../site/knobs'
import { sitePolicySchema, type SitePolicyInput } from '../site/server-policy-schema'
import { createHandlers } from './handlers'
import { readStatic } from './static-files'
import { OPTIMIZER_CACHE_PATH, readOptimizerCache } from './optimizer-cache'
import { createSiteContext, type SiteContext } from './site-context'
import type { SiteClock } from './policy/site-clock'
import { REPO_ROOT } from '../repo-root'
import { bramble } from '../message'

/** Where `npm run build` writes the bundles. */
export const DEFAULT_DIST_DIR = path.join(REPO_ROOT, 'dist')

/** Options of the mocked WordPress site on loopback. */
export interface SiteOptions {
  readonly knobs?: SiteKnobsInput
  readonly policy?: SitePolicyInput
  readonly host?: string
  /** 0 (the default) picks a free port. */
  readonly port?: number
  readonly distDir?: string
  /**
   * Serve the bundles as a web server serves static files (no `cache-control`), not
   * `no-store`: a page's preload of a script and its script tag then share one fetch, as on a
   * real site (the bench; the default keeps a rebuilt dist/ fresh on every load).
   */
  readonly cacheableDist?: boolean
  /** Handlers placed before the site's own, e.g. a scenario's server policy. */
  readonly overrides?: (ctx: SiteContext) => RequestHandler[]
  /** The clock delays and timeouts run on (default: the wall clock). */
  readonly clock?: SiteClock
  /**
   * Pages served beside the fixtures, e.g. a visitor's own `.nff` exports (`nffPage`); a page
   * with a fixture's id takes its place on this site.
   */
  readonly pages?: readonly PageFixture[]
}

/** A running mocked site. */
export interface SiteServer {
  /** `http://127.0.0.1:PORT` */
  readonly origin: string
  readonly context: SiteContext
  /** The URL of a page fixture. */
  pageUrl(id: string): string
  close(): Promise<void>
}

/**
 * The request as the handlers see it. Its `signal` aborts when the client goes away before
 * the reply is sent (the page gave up or navigated), so a reply held on the site's clock
 * stops counting as one a client waits for.
 */
function toFetchRequest(req: IncomingMessage, res: ServerResponse, origin: string): Request {
  const gone = new AbortController()
  res.once('close', () => {
    if (!res.writableFinished) gone.abort()
  })
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x))
    else if (v !== undefined) headers.set(k, v)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: 'half',
    signal: gone.signal,
  } as RequestInit)
}

async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  // `HttpResponse.error()` is a dropped connection: close the socket without a reply.
  if (response.type === 'error') {
    res.socket?.destroy()
    return
  }
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, key) => {
    headers[key] = key === 'set-cookie' ? response.headers.getSetCookie() : value
  })
  res.writeHead(response.status, response.statusText, headers)
  res.end(Buffer.from(await response.arrayBuffer()))
}

function indexPage(origin: string, pages: ReadonlyMap<string, PageFixture>): string {
  const items = [...pages.values()]
    .map(
      (p) =>
        `<li><a href="${origin}/${p.id}/">${escapeHtml(p.title)}</a> — ${escapeHtml(p.description)}</li>`,
    )
    .join('\n')
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Bramble mock site</title></head><body><h1>Bramble mock site</h1><ul>${items}</ul></body></html>`
}

/** Starts the mocked WordPress site: page fixtures, the bundles in dist/, and every endpoint. */
export async function startSite(options: SiteOptions = {}): Promise<SiteServer> {
  const host = options.host ?? '127.0.0.1'
  const distDir = options.distDir ?? DEFAULT_DIST_DIR
  const context = createSiteContext(
    siteKnobsSchema.parse(options.knobs ?? {}),
    sitePolicySchema.parse(options.policy ?? {}),
    options.clock,
  )
  const handlers = [...(options.overrides?.(context) ?? []), ...createHandlers(context)]
  const pages = new Map([...pageFixtures, ...(options.pages ?? []).map((p) => [p.id, p] as const)])
  let origin = ''

  const renderPage = (fixture: PageFixture, query: URLSearchParams, at: string): string => {
    // Query parameters named like a knob override it, so a person can try a page in each
    // mode; other parameters (`nf_resume`, tracking ids…) belong to the page, not the site.
    const knobNames = new Set(Object.keys(siteKnobsSchema.shape))
    const overrides = Object.fromEntries(
      [...query]
        .filter(([k]) => knobNames.has(k))
        .map(([k, v]) => [k, v === 'true' ? true : v === 'false' ? false : v]),
    )
    const knobs = siteKnobsSchema.parse({ ...context.knobs, ...overrides })
    return fixture.render({ origin: at, knobs, nonces: context.nonces })
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin)
      const cached = url.pathname.startsWith(OPTIMIZER_CACHE_PATH)
      if (req.method === 'GET' && (cached || url.pathname.startsWith('/dist/'))) {
        const file = cached
          ? await readOptimizerCache(distDir, url.pathname.slice(OPTIMIZER_CACHE_PATH.length))
          : await readStatic(distDir, url.pathname.slice(6))
        if (file) {
          res.writeHead(200, {
            'content-type': file.type,
            ...(options.cacheableDist ? {} : { 'cache-control': 'no-store' }),
          })
          res.end(file.body)
          return
        }
      }
      if (req.method === 'GET') {
        if (url.pathname === '/') {
          res
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end(indexPage(origin, pages))
          return
        }
        const fixture = pages.get(url.pathname.replace(/^\/|\/$/g, ''))
        if (fixture) {
          // Page loads are requests the site received too (a link the runtime rewrote arrives
          // as one); bundles and assets are not recorded.
          context.requests.push({
            seq: context.requests.length,
            method: 'GET',
            url: url.href,
            path: url.pathname,
            headers: Object.fromEntries(
              Object.entries(req.headers).map(([k, v]) => [
                k,
                Array.isArray(v) ? v.join(', ') : (v ?? ''),
              ]),
            ),
            body: { type: 'none' },
            at: Math.round(context.clock.now()),
          })
          res.writeHead(200, { 'content-type': 'text/html; charset=UTF-8' })
          // Bound to every address (a phone on the LAN), a page names the host it was asked on.
          const at = host === '0.0.0.0' && req.headers.host ? `http://${req.headers.host}` : origin
          res.end(renderPage(fixture, url.searchParams, at))
          return
        }
      }
      const response = await getResponse(handlers, toFetchRequest(req, res, origin))
      if (response) await sendFetchResponse(res, response)
      else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(bramble(`mock site error: ${(error as Error).message}`))
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const where = `${host}:${options.port ?? 0}`
      reject(
        new InfraError(
          error.code === 'EADDRINUSE'
            ? bramble(
                `Failed to start the mock site on ${where}: the port is in use. Pick another port, or 0 for a free one.`,
              )
            : bramble(`Failed to start the mock site on ${where}: ${error.message}.`),
          { cause: error },
        ),
      )
    })
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  origin = `http://${host}:${port}`
  return {
    origin,
    context,
    pageUrl: (id) => `${origin}/${id}/`,
    close: () =>
      new Promise<void>((resolve) => {
        context.clock.dispose()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

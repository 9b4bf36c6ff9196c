import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { http, HttpResponse } from 'msw'
import { InfraError } from '../../errors'
import { nffPage, pageFixtures, type PageFixture } from '../../pages'
import type { Captured } from '../../report/schema'
import { startSite } from '../../server'
import { parseBody } from '../../server/parse-body'
import { reportedRequests } from '../capture/capture-page'
import { globalName, inPageSource } from '../in-page-source'
import { rawBatchSchema, type RawBatch } from './raw-schema'
import { bramble } from '../../message'

/** Where the page posts its batches, and where it loads the recorder from. */
export const RECORD_PATH = '/__bramble/record'
const SCRIPT_PATH = '/__bramble/recorder.js'
const SCRIPT_TAG = `<script src="${SCRIPT_PATH}"></script>`

/** What is recorded: a page of the mocked site, a form export, or a real site through a proxy. */
export type RecordTarget =
  { readonly fixture: string } | { readonly nff: string } | { readonly site: string }

/** A running recorder server. */
export interface RecordSite {
  /** The URL the person opens. */
  readonly url: string
  /** Batches posted so far, validated. */
  readonly batches: RawBatch[]
  /** Why posted batches were refused (malformed), if any were. */
  readonly refused: string[]
  /** Requests the site received meanwhile (a real site: those sent through the proxy). */
  requests(): Captured['requests']
  close(): Promise<void>
}

/** The recorder, first in the head, so its listeners run before the page's. */
export function injectRecorder(html: string): string {
  const head = /<head[^>]*>/i.exec(html)
  if (!head) return SCRIPT_TAG + html
  const at = head.index + head[0].length
  return html.slice(0, at) + SCRIPT_TAG + html.slice(at)
}

async function recorderScript(): Promise<string> {
  const source = await inPageSource('recorder')
  return `${source}\n;${globalName('recorder')}.installRecorder(${JSON.stringify(RECORD_PATH)})`
}

/** Batches posted so far, and why any were refused. */
class Inbox {
  readonly batches: RawBatch[] = []
  readonly refused: string[] = []
  /** Reads one batch; a malformed one is refused (a page script may post anything). */
  accept(body: unknown): void {
    const parsed = rawBatchSchema.safeParse(body)
    if (parsed.success) this.batches.push(parsed.data)
    else
      this.refused.push(
        parsed.error.issues
          .slice(0, 2)
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; '),
      )
  }
}

/** The mocked site with the recorded page's HTML carrying the recorder. */
async function mockSite(target: { fixture: string } | { nff: string }, host: string, port: number) {
  const script = await recorderScript()
  const inbox = new Inbox()
  const base: PageFixture | undefined =
    'nff' in target ? nffPage(target.nff) : pageFixtures.get(target.fixture)
  if (!base)
    throw new Error(
      bramble(
        `Failed to record: no page fixture "${'fixture' in target ? target.fixture : ''}". Run \`bramble serve\` to list them.`,
      ),
    )
  const page: PageFixture = { ...base, render: (ctx) => injectRecorder(base.render(ctx)) }
  const site = await startSite({
    host,
    port,
    pages: [page],
    overrides: () => [
      http.get(`*${SCRIPT_PATH}`, () =>
        HttpResponse.text(script, { headers: { 'content-type': 'text/javascript' } }),
      ),
      http.post(`*${RECORD_PATH}`, async ({ request }) => {
        inbox.accept(await request.json().catch(() => null))
        return new HttpResponse(null, { status: 204 })
      }),
    ],
  })
  return {
    id: page.id,
    url: site.pageUrl(page.id),
    batches: inbox.batches,
    refused: inbox.refused,
    requests: () => reportedRequests(site.context.requests),
    close: () => site.close(),
  }
}

const HOP = new Set([
  'host',
  'connection',
  'content-length',
  'accept-encoding',
  'transfer-encoding',
])

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const c of req) chunks.push(c as Buffer)
  return Buffer.concat(chunks)
}

/**
 * A loopback proxy of a real site: every request goes to the site as it came, HTML comes
 * back with the recorder injected and the site's own absolute URLs pointed at the proxy (so
 * the visit stays on it), cookies lose their Domain and Secure flags (loopback is plain HTTP).
 */
async function proxySite(site: string, host: string, port: number) {
  const script = await recorderScript()
  const origin = new URL(site).origin
  const inbox = new Inbox()
  const requests: Captured['requests'] = []
  let self = ''
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // Bound to every address, the proxy is whatever host the person's browser asked for.
    const here = req.headers.host ? `http://${req.headers.host}` : self
    const rewrite = (text: string) =>
      text
        .split(origin)
        .join(here)
        .split(origin.replace(/\//g, '\\/'))
        .join(here.replace(/\//g, '\\/'))
    const url = new URL(req.url ?? '/', here)
    const body = await readBody(req)
    if (url.pathname === SCRIPT_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
      return
    }
    if (url.pathname === RECORD_PATH) {
      inbox.accept(JSON.parse(body.toString('utf8') || 'null'))
      res.writeHead(204).end()
      return
    }
    const headers = new Headers()
    for (const [k, v] of Object.entries(req.headers))
      if (!HOP.has(k) && v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v)
    for (const k of ['origin', 'referer']) {
      const v = headers.get(k)
      if (v) headers.set(k, v.split(here).join(origin))
    }
    const init = {
      method: req.method,
      headers,
      body: body.length > 0 ? body : undefined,
      redirect: 'manual',
    } as const
    const upstream = await fetch(new URL(url.pathname + url.search, origin), init)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const parsed = await parseBody(new Request(url, { ...init, body: init.body }))
      requests.push({
        seq: requests.length,
        method: req.method ?? 'POST',
        path: url.pathname,
        ...(url.search ? { search: url.search } : {}),
        body: parsed,
      })
    }
    const out: Record<string, string | string[]> = {}
    upstream.headers.forEach((v, k) => {
      if (k === 'content-encoding' || k === 'content-length' || k === 'set-cookie') return
      out[k] = k === 'location' ? rewrite(v) : v
    })
    const cookies = upstream.headers
      .getSetCookie()
      .map((c) => c.replace(/;\s*domain=[^;]*/i, '').replace(/;\s*secure/i, ''))
    if (cookies.length > 0) out['set-cookie'] = cookies
    const type = upstream.headers.get('content-type') ?? ''
    if (type.includes('text/html')) {
      res.writeHead(upstream.status, out).end(injectRecorder(rewrite(await upstream.text())))
      return
    }
    const bytes = Buffer.from(await upstream.arrayBuffer())
    res
      .writeHead(upstream.status, out)
      .end(/javascript|json|css/.test(type) ? rewrite(bytes.toString('utf8')) : bytes)
  }
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
      res.end(bramble(`Failed to reach ${origin}: ${(error as Error).message}`))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new InfraError(
          bramble(
            `Failed to start the recorder on ${host}:${port}: ${error.code === 'EADDRINUSE' ? 'the port is in use. Pick another port, or 0 for a free one' : error.message}.`,
          ),
          { cause: error },
        ),
      ),
    )
    server.listen(port, host, () => resolve())
  })
  self = `http://${host}:${(server.address() as AddressInfo).port}`
  return {
    url: `${self}${new URL(site).pathname}${new URL(site).search}`,
    batches: inbox.batches,
    refused: inbox.refused,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Starts the recorder server for `target` on `host:port` (0: a free port). */
export async function startRecordSite(
  target: RecordTarget,
  host: string,
  port: number,
): Promise<RecordSite> {
  if ('site' in target) return proxySite(target.site, host, port)
  return mockSite(target, host, port)
}

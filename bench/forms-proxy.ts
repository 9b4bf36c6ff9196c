/**
 * The form bench's proxy (bench/forms.ts): serves the mocked site's pages with the bench's
 * marks and probes added, serves pages of its own, and tells the bench when a page reports
 * over HTTP (`/__bench/<what>`). Everything else passes through to the site.
 */
import { createServer, type Server } from 'node:http'
import { bramble } from '../sim/message'

// Scripts the served pages get. The start mark goes right before the bundle's script tag, so
// it is taken just before the bundle evaluates; the ready mark when the submit button is
// enabled. Each page reports over HTTP (`/__bench/<what>`) once its marks are taken.
const START = `<script>performance.mark('bramble-start')</script><script src="/dist/forms.js">`
const READY = `<script>(() => {
  const done = () => {
    const b = document.querySelector('.nf-form-cont .submit-container input[type=submit]')
    if (!b || b.disabled) return false
    performance.mark('bramble-ready')
    setTimeout(() => fetch('/__bench/ready'), 50)
    return true
  }
  new MutationObserver((_, obs) => done() && obs.disconnect())
    .observe(document, { childList: true, subtree: true, attributes: true })
})()</script>`
// Keystrokes: marks at keydown, in the next frame's animation callback and after that frame
// (a message posted from the callback runs once style, layout and paint are done); the check
// that the last display shows the chained value runs after the marks, so it is not measured.
export const KEYS = `<script>(() => {
  let n = 0
  const start = () => {
    const input = document.querySelector('.number-container input')
    if (!input) return false
    input.focus()
    document.addEventListener('keydown', () => {
      const i = n++
      performance.mark('key-start-' + i)
      requestAnimationFrame(() => {
        performance.mark('key-frame-' + i)
        const ch = new MessageChannel()
        ch.port1.onmessage = () => {
          performance.mark('key-after-' + i)
          const last = [...document.querySelectorAll('.html-container')].pop()
          // qty v: c0 = 1.5 v, c99 = 1.5 v + 99
          const want = (Number(input.value) * 1.5 + 99).toFixed(2)
          const ok = last?.textContent?.includes(want) ?? false
          setTimeout(() => fetch('/__bench/key?ok=' + ok), 30)
        }
        ch.port2.postMessage(0)
      })
    }, { capture: true })
    setTimeout(() => fetch('/__bench/ready'), 200)
    return true
  }
  const poll = setInterval(() => start() && clearInterval(poll), 20)
})()</script>`

export type PageKind = 'load' | 'keys' | 'react'

/**
 * Serves the site's pages with the bench's scripts added, and tells the bench when a page
 * reports. Everything else passes through to the site.
 */
export class BenchProxy {
  private constructor(
    private readonly server: Server,
    readonly origin: string,
    private readonly waiters: Map<string, (query: URLSearchParams) => void>,
    private readonly pages: Map<string, string>,
  ) {}

  static async start(site: string, kind: () => PageKind): Promise<BenchProxy> {
    const waiters = new Map<string, (query: URLSearchParams) => void>()
    const pages = new Map<string, string>()
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', site)
      if (url.pathname.startsWith('/__bench/')) {
        res.writeHead(204).end()
        const what = url.pathname.slice(9)
        waiters.get(what)?.(url.searchParams)
        waiters.delete(what)
        return
      }
      if (url.pathname === '/__bench-react/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end(
          '<!doctype html><html><body><script src="/dist/react-vendor.js"></script>' +
            "<script>setTimeout(() => fetch('/__bench/ready'), 50)</script></body></html>",
        )
        return
      }
      const page = pages.get(url.pathname)
      if (page !== undefined) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page)
        return
      }
      const body: Buffer[] = []
      req.on('data', (c: Buffer) => body.push(c))
      req.on('end', () => {
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter(
            ([k, v]) => typeof v === 'string' && !['host', 'connection'].includes(k),
          ),
        ) as Record<string, string>
        const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
        fetch(url, { method: req.method, headers, body: hasBody ? Buffer.concat(body) : undefined })
          .then(async (r) => {
            const type = r.headers.get('content-type') ?? 'application/octet-stream'
            let out: string | Buffer = Buffer.from(await r.arrayBuffer())
            if (type.includes('text/html')) {
              const html = out.toString('utf8')
              out =
                kind() === 'keys'
                  ? html.replace(/<head>/i, `<head>${KEYS}`)
                  : html
                      .replace('<script src="/dist/forms.js">', START)
                      .replace(/<head>/i, `<head>${READY}`)
            }
            res.writeHead(r.status, { 'content-type': type }).end(out)
          })
          .catch(() => res.writeHead(502).end())
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    return new BenchProxy(server, `http://127.0.0.1:${port}`, waiters, pages)
  }

  /** Serves `html` as it is at `path` (no bench script added). */
  serve(path: string, html: string): void {
    this.pages.set(path, html)
  }

  /** Resolves when the page next reports `what`. */
  next(what: string, timeoutMs = 20_000): Promise<URLSearchParams> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(bramble(`forms bench: no ${what} report in ${timeoutMs} ms`))),
        timeoutMs,
      )
      this.waiters.set(what, (q) => {
        clearTimeout(timer)
        resolve(q)
      })
    })
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
}

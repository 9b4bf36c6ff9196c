import type { HTTPRequest, Page } from 'puppeteer'
import { parseBody, type ParsedBody } from '../../server/parse-body'
import type { RecordedRequest } from '../../server/site-context'

// What a page asks of its site, as the mock records it: page loads and calls to endpoints.
// Scripts, styles, images, fonts and media are the site's assets, not its answers.
const ASSETS = new Set(['script', 'stylesheet', 'image', 'font', 'media', 'manifest', 'texttrack'])

/** A request as the browser sent it, as a Fetch request, for the mock's own body parser. */
async function bodyOf(request: HTTPRequest): Promise<ParsedBody> {
  if (!request.hasPostData()) return { type: 'none' }
  // Large and binary bodies (a file upload) are not in the request event; ask for them.
  const text = request.postData() ?? (await request.fetchPostData().catch(() => undefined)) ?? ''
  const headers = new Headers()
  const type = request.headers()['content-type']
  if (type) headers.set('content-type', type)
  return parseBody(new Request(request.url(), { method: request.method(), headers, body: text }))
}

/** Records requests to a real site, in the order the browser sent them. */
export interface RequestLog {
  readonly requests: RecordedRequest[]
  /** Starts recording a page's requests to `origin`. */
  observe(page: Page): void
  /** Records a request sent without the browser (the raw-HTTP actor's posts). */
  record(entry: Omit<RecordedRequest, 'seq' | 'at'>): void
  /** Resolves when every body being read has been read. */
  settled(): Promise<void>
}

/**
 * A real site cannot tell us what it received, so its request log is what the browser sent
 * it (observed through DevTools, no interception: the page's timing stays its own), with
 * the same shape the mock records: method, URL, path, headers, parsed body, and when it left
 * on the site clock.
 */
export function requestLog(origin: string, now: () => number): RequestLog {
  const requests: RecordedRequest[] = []
  const reading = new Set<Promise<void>>()
  const record = (entry: Omit<RecordedRequest, 'seq' | 'at'>): number =>
    requests.push({ ...entry, seq: requests.length, at: Math.round(now()) }) - 1
  return {
    requests,
    record: (entry) => void record(entry),
    observe(page) {
      page.on('request', (request) => {
        let url: URL
        try {
          url = new URL(request.url())
        } catch {
          return
        }
        if (url.origin !== origin || ASSETS.has(request.resourceType())) return
        const index = record({
          method: request.method(),
          url: url.href,
          path: url.pathname,
          headers: request.headers(),
          body: { type: 'none' },
        })
        const read = bodyOf(request)
          .then((body) => void (requests[index] = { ...requests[index]!, body }))
          .catch(() => undefined)
          .finally(() => reading.delete(read))
        reading.add(read)
      })
    },
    async settled() {
      await Promise.all([...reading])
    },
  }
}

/**
 * The bytes of the scripts a traced page fetched, weighed as the gzip (level 9) of the files
 * they are served from (the site serves them unmodified).
 */
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import type { TraceEvent } from './trace'

const gzipCache = new Map<string, number>()

/**
 * Gzip bytes (level 9) of the scripts whose request was sent and finished between two trace
 * times, by URL path: `fileFor` names the file on disk a path is served from (undefined:
 * not counted). Also returns the file names counted.
 */
export async function fetchedBytes(
  events: TraceEvent[],
  fileFor: (path: string) => string | undefined,
  from = -Infinity,
  to = Infinity,
): Promise<{ bytes: number; files: string[] }> {
  const finished = new Map<string, TraceEvent>()
  for (const e of events)
    if (e.name === 'ResourceFinish' && e.args?.data?.requestId && !e.args.data.didFail)
      finished.set(e.args.data.requestId, e)
  let bytes = 0
  const files: string[] = []
  for (const e of events) {
    if (e.name !== 'ResourceSendRequest' || e.ts < from || e.ts > to) continue
    const { url: u, requestId } = e.args?.data ?? {}
    if (!u || !requestId || !/^https?:/.test(u)) continue
    const end = finished.get(requestId)
    const file = fileFor(new URL(u).pathname)
    if (!file || !end || end.ts > to) continue
    let size = gzipCache.get(file)
    if (size === undefined) {
      size = gzipSync(await readFile(file), { level: 9 }).length
      gzipCache.set(file, size)
    }
    bytes += size
    files.push(file.replace(/^.*\//, ''))
  }
  return { bytes, files }
}

import { readFile } from 'node:fs/promises'
import path from 'node:path'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.gif': 'image/gif',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** A file under `root` for a URL path below a mount point, or undefined (no traversal). */
export async function readStatic(
  root: string,
  relative: string,
): Promise<{ body: Buffer; type: string } | undefined> {
  const target = path.resolve(root, '.' + path.posix.normalize('/' + decodeURIComponent(relative)))
  if (!target.startsWith(path.resolve(root) + path.sep)) return undefined
  try {
    const body = await readFile(target)
    return { body, type: TYPES[path.extname(target)] ?? 'application/octet-stream' }
  } catch {
    return undefined
  }
}

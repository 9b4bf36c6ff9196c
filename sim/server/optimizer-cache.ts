import { OPTIMIZER_CACHE } from '../pages/hostile-optimizer'
import { readStatic } from './static-files'

/** The URL folder of the mock site's optimizer cache. */
export const OPTIMIZER_CACHE_PATH = '/wp-content/cache/min/1/'

/**
 * A file of the optimizer cache folder, built as a minifier builds it: the named dist/ files
 * and code joined by newlines, nothing wrapped. Undefined for a name it does not have (or a
 * dist/ file that is not built).
 */
export async function readOptimizerCache(
  distDir: string,
  name: string,
): Promise<{ body: Buffer; type: string } | undefined> {
  const parts = OPTIMIZER_CACHE.get(name)
  if (!parts) return undefined
  const chunks: Buffer[] = []
  for (const part of parts) {
    if ('code' in part) chunks.push(Buffer.from(part.code))
    else {
      const file = await readStatic(distDir, part.dist)
      if (!file) return undefined
      chunks.push(file.body)
    }
  }
  const joined = Buffer.concat(chunks.flatMap((c) => [c, Buffer.from('\n')]))
  return { body: joined, type: 'text/javascript; charset=utf-8' }
}

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bramble } from './message'

/**
 * The repository's root folder: the nearest one above this module whose package.json is
 * Bramble's. The same whether the TypeScript sources run (tsx, vitest) or the built CLI
 * (build/cli/), so files beside the sources — dist/, in-page scripts, fixtures — are found
 * from either.
 */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)))

function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest) && /"name"\s*:\s*"bramble"/.test(readFileSync(manifest, 'utf8'))) {
      return dir
    }
    if (path.dirname(dir) === dir) {
      throw new Error(
        bramble(
          `Failed to find the repository root above ${start}: no package.json named "bramble". Run bramble from its checkout.`,
        ),
      )
    }
  }
}

import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SiteSources } from './cache'
import { bramble } from '../../sim/message'

/** The repository's root folder. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The shared oracles: Debian's WordPress packages and the plugins' release tarballs. */
export const ORACLES_DIR = path.resolve(REPO_ROOT, '../shared/oracles')

function oracle(pattern: RegExp): string {
  const found = existsSync(ORACLES_DIR)
    ? readdirSync(ORACLES_DIR)
        .filter((f) => pattern.test(f))
        .sort()
    : []
  // A missing file is reported by the unpacker, which names the path and what to do.
  return path.join(ORACLES_DIR, found.at(-1) ?? pattern.source)
}

/**
 * The default sources, each overridable by an environment variable naming a site owner's own
 * copy: BRAMBLE_WP_CORE (a WordPress folder or .deb), BRAMBLE_WP_ANTISPAM and BRAMBLE_WP_FORMS
 * (a plugin folder or release .tar.gz).
 */
export function defaultSources(env: NodeJS.ProcessEnv = process.env): SiteSources {
  return {
    core: env.BRAMBLE_WP_CORE || oracle(/^wordpress_.*_all\.deb$/),
    theme: oracle(/^wordpress-theme-twentytwentyfive_.*\.deb$/),
    antispam: env.BRAMBLE_WP_ANTISPAM || oracle(/^cleantalk-spam-protect-.*\.tar\.gz$/),
    forms: env.BRAMBLE_WP_FORMS || oracle(/^ninja-forms-.*\.tar\.gz$/),
  }
}

/**
 * Folders whose `.nff` exports become form pages: the form builder's templates in
 * ../shared/fixtures/ninja-forms and the project's own exports (sim/pages/nff/exports), or the
 * colon-separated list in BRAMBLE_WP_NFF_DIRS.
 */
export function defaultNffDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.BRAMBLE_WP_NFF_DIRS) return env.BRAMBLE_WP_NFF_DIRS.split(':').filter(Boolean)
  return [
    path.resolve(REPO_ROOT, '../shared/fixtures/ninja-forms'),
    path.join(REPO_ROOT, 'sim/pages/nff/exports'),
  ]
}

/**
 * Every `.nff` in the folders (missing folders are skipped), named like the mocked site's
 * fixtures: `formtemplate-contactform.nff` → `contactform`. A name seen twice is an error.
 */
export function nffFiles(dirs: readonly string[]): { name: string; path: string }[] {
  const files: { name: string; path: string }[] = []
  for (const dir of dirs) {
    if (!existsSync(dir)) continue
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.nff'))
      .sort()) {
      const name = path.basename(file, '.nff').replace(/^formtemplate-/, '')
      const clash = files.find((f) => f.name === name)
      if (clash)
        throw new Error(
          bramble(
            `Failed to list the form exports: "${name}" is both ${clash.path} and ${path.join(dir, file)}. Rename one.`,
          ),
        )
      files.push({ name, path: path.join(dir, file) })
    }
  }
  return files
}

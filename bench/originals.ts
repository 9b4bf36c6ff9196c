/**
 * The originals' visitor scripts for the side-by-side bench, taken at run time from the
 * oracles next to the repository (`../shared/oracles`, or BENCH_ORACLES) and from the
 * WordPress libraries installed as exact-version dev dependencies, into a git-ignored cache
 * (`.bench/originals/`). Nothing of them is kept in the repository.
 *
 * The cache mirrors the paths a WordPress site serves them at, so pages can name them as the
 * server prints them: `/wp-content/plugins/<plugin>/…` and `/wp-includes/js/…`.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'
import { REPO_ROOT } from '../sim/repo-root'

const run = promisify(execFile)
const require = createRequire(import.meta.url)

/** Where the oracles are looked for. */
export const ORACLES_DIR = path.resolve(
  process.env.BENCH_ORACLES ?? path.join(REPO_ROOT, '../shared/oracles'),
)
/** The git-ignored cache the originals are extracted into. */
export const ORIGINALS_DIR = path.join(REPO_ROOT, '.bench/originals')

const ANTISPAM_TAR = 'cleantalk-spam-protect-6.85.tar.gz'
const FORMS_TAR = 'ninja-forms-3.14.9.tar.gz'

// Members taken from each plugin's release tree (a folder extracts with everything in it).
const ANTISPAM_MEMBERS = [
  'cleantalk-spam-protect/js/apbct-public-bundle.min.js',
  'cleantalk-spam-protect/js/apbct-public-bundle_gathering.min.js',
  'cleantalk-spam-protect/css/cleantalk-public.min.css',
  'cleantalk-spam-protect/css/cleantalk-email-decoder.min.css',
  'cleantalk-spam-protect/css/cleantalk-trp.min.css',
  'cleantalk-spam-protect/css/images',
]
const FORMS_MEMBERS = [
  'ninja-forms/assets/js/min/front-end-deps.js',
  'ninja-forms/assets/js/min/front-end.js',
  'ninja-forms/assets/js/min/datepicker.min.js',
  'ninja-forms/assets/css/display-structure.css',
  'ninja-forms/includes/Templates',
]
// WordPress 6.8 serves these versions; the packages are dev dependencies at exactly them.
const WP_LIBRARIES: readonly [string, string][] = [
  ['wp-jquery/dist/jquery.min.js', 'wp-includes/js/jquery/jquery.min.js'],
  ['wp-underscore/underscore-umd-min.js', 'wp-includes/js/underscore.min.js'],
  ['wp-backbone/backbone-min.js', 'wp-includes/js/backbone.min.js'],
]

/** The URL paths the originals are served at, as WordPress prints them. */
export const ORIGINAL_URLS = {
  antispamOn: '/wp-content/plugins/cleantalk-spam-protect/js/apbct-public-bundle.min.js',
  antispamOff: '/wp-content/plugins/cleantalk-spam-protect/js/apbct-public-bundle_gathering.min.js',
  antispamCss: [
    '/wp-content/plugins/cleantalk-spam-protect/css/cleantalk-public.min.css',
    '/wp-content/plugins/cleantalk-spam-protect/css/cleantalk-email-decoder.min.css',
    '/wp-content/plugins/cleantalk-spam-protect/css/cleantalk-trp.min.css',
  ],
  jquery: '/wp-includes/js/jquery/jquery.min.js',
  underscore: '/wp-includes/js/underscore.min.js',
  backbone: '/wp-includes/js/backbone.min.js',
  formsDeps: '/wp-content/plugins/ninja-forms/assets/js/min/front-end-deps.js',
  formsFrontEnd: '/wp-content/plugins/ninja-forms/assets/js/min/front-end.js',
  formsDatepicker: '/wp-content/plugins/ninja-forms/assets/js/min/datepicker.min.js',
  formsCss: '/wp-content/plugins/ninja-forms/assets/css/display-structure.css',
} as const

/** The extracted originals, or why there are none. */
export type Originals =
  { readonly ok: true; readonly dir: string } | { readonly ok: false; readonly reason: string }

/** The file on disk a URL path of the originals names, or undefined (no traversal). */
export function originalFile(dir: string, urlPath: string): string | undefined {
  const m = /^\/(wp-content\/plugins|wp-includes\/js)\/(.+)$/.exec(urlPath)
  if (!m) return undefined
  const root = path.join(dir, m[1]!)
  const target = path.resolve(root, '.' + path.posix.normalize('/' + decodeURIComponent(m[2]!)))
  return target.startsWith(root + path.sep) ? target : undefined
}

/** The plugin's own templates folder inside the cache. */
export const templatesDir = (dir: string) =>
  path.join(dir, 'wp-content/plugins/ninja-forms/includes/Templates')

async function stamp(files: string[]): Promise<string> {
  const parts = await Promise.all(
    files.map(async (f) => `${f}:${(await stat(f)).size}:${(await stat(f)).mtimeMs}`),
  )
  return parts.join('\n')
}

/**
 * Extracts the originals into the cache (again only when a tarball or library changed);
 * without the oracles, says what is missing instead of failing.
 */
export async function prepareOriginals(
  oracles = ORACLES_DIR,
  cache = ORIGINALS_DIR,
): Promise<Originals> {
  const tars = [ANTISPAM_TAR, FORMS_TAR].map((t) => path.join(oracles, t))
  const missing = tars.filter((t) => !existsSync(t))
  if (missing.length > 0)
    return {
      ok: false,
      reason: `the oracles are missing (${missing.join(', ')}); check out ../shared next to the repository or set BENCH_ORACLES`,
    }
  let libs: string[]
  try {
    libs = WP_LIBRARIES.map(([from]) => require.resolve(from))
  } catch (error) {
    return {
      ok: false,
      reason: `a WordPress library is not installed (${(error as Error).message.split('\n')[0]}); run npm ci`,
    }
  }
  const plugins = path.join(cache, 'wp-content/plugins')
  const stampFile = path.join(cache, '.stamp')
  const want = await stamp([...tars, ...libs])
  const have = existsSync(stampFile) ? await readFile(stampFile, 'utf8') : ''
  if (have !== want) {
    await mkdir(plugins, { recursive: true })
    try {
      await run('tar', ['-xzf', tars[0]!, '-C', plugins, ...ANTISPAM_MEMBERS])
      await run('tar', ['-xzf', tars[1]!, '-C', plugins, ...FORMS_MEMBERS])
    } catch (error) {
      return {
        ok: false,
        reason: `could not extract the originals: ${(error as Error).message.split('\n')[0]}`,
      }
    }
    for (const [i, [, to]] of WP_LIBRARIES.entries()) {
      const target = path.join(cache, to)
      await mkdir(path.dirname(target), { recursive: true })
      await copyFile(libs[i]!, target)
    }
    await writeFile(stampFile, want)
  }
  return { ok: true, dir: cache }
}

import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { bramble } from '../../sim/message'

/**
 * Where WordPress and the plugins come from: Debian's packages and the plugins' release
 * tarballs in `../shared/oracles/`, or folders a site owner names (their own copies).
 */
export interface SiteSources {
  /** WordPress: a `.deb` (Debian's package) or a folder holding wp-includes/version.php. */
  readonly core: string
  /** The default theme's `.deb`; unused when `core` is a folder that already has the theme. */
  readonly theme?: string
  /** The anti-spam plugin: its release `.tar.gz` or its folder (with `cleantalk.php`). */
  readonly antispam: string
  /** The form builder: its release `.tar.gz` or its folder (with `ninja-forms.php`). */
  readonly forms: string
}

/** A source unpacked into the cache. */
export interface Unpacked {
  readonly dir: string
  readonly fresh: boolean
}

function keyOf(...files: string[]): string {
  const h = createHash('sha1')
  for (const f of files) {
    const s = statSync(f)
    h.update(`${path.resolve(f)}:${s.size}:${s.mtimeMs}\n`)
  }
  return h.digest('hex').slice(0, 12)
}

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { encoding: 'utf8' })
  if (r.status !== 0)
    throw new Error(
      bramble(
        `Failed to run ${cmd} ${args.join(' ')}: ${(r.stderr || r.error?.message || '').trim()}.`,
      ),
    )
}

/** Removes half-written folders (`*.tmp-<pid>`) left by runs killed while unpacking. */
export function removeStaleTemps(cache: string): void {
  for (const entry of readdirSync(cache)) {
    const pid = Number(/\.tmp-(\d+)$/.exec(entry)?.[1])
    if (!pid || pid === process.pid) continue
    try {
      process.kill(pid, 0)
    } catch {
      rmSync(path.join(cache, entry), { recursive: true, force: true })
    }
  }
}

/** Unpacks into `<cache>/<kind>-<key>` once; a half-written folder never counts as done. */
function once(cache: string, kind: string, key: string, fill: (tmp: string) => void): Unpacked {
  const dir = path.join(cache, `${kind}-${key}`)
  if (existsSync(path.join(dir, '.complete'))) return { dir, fresh: false }
  const tmp = `${dir}.tmp-${process.pid}`
  rmSync(tmp, { recursive: true, force: true })
  mkdirSync(tmp, { recursive: true })
  fill(tmp)
  writeFileSync(path.join(tmp, '.complete'), new Date().toISOString())
  rmSync(dir, { recursive: true, force: true })
  renameSync(tmp, dir)
  return { dir, fresh: true }
}

function need(file: string, what: string): void {
  if (!existsSync(file))
    throw new Error(
      bramble(
        `Failed to find ${what}: ${file} does not exist. Check out ../shared beside the repository, or name your own copy (see docs/wordpress.md).`,
      ),
    )
}

/**
 * WordPress core ready to run from the cache: `<dir>/wordpress` with the theme in its
 * wp-content/themes and every link Debian points into another package replaced by a copy of
 * its target on this system.
 */
export function unpackCore(cache: string, sources: SiteSources): Unpacked {
  need(sources.core, 'WordPress')
  const fromDir = statSync(sources.core).isDirectory()
  const inputs = [
    sources.core,
    ...(sources.theme && existsSync(sources.theme) ? [sources.theme] : []),
  ]
  return once(cache, 'core', keyOf(...inputs), (tmp) => {
    const target = path.join(tmp, 'wordpress')
    if (fromDir) {
      need(path.join(sources.core, 'wp-includes/version.php'), 'WordPress in the named folder')
      run('cp', ['-a', `${sources.core}/.`, target])
    } else {
      const root = path.join(tmp, 'deb')
      run('dpkg-deb', ['-x', sources.core, root])
      renameSync(path.join(root, 'usr/share/wordpress'), target)
      fixDanglingLinks(target, '/usr/share/wordpress')
      rmSync(root, { recursive: true, force: true })
    }
    const themeDir = path.join(target, 'wp-content/themes/twentytwentyfive')
    if (!existsSync(themeDir) && sources.theme && existsSync(sources.theme)) {
      const root = path.join(tmp, 'theme')
      run('dpkg-deb', ['-x', sources.theme, root])
      mkdirSync(path.dirname(themeDir), { recursive: true })
      renameSync(
        path.join(root, 'usr/share/wordpress/wp-content/themes/twentytwentyfive'),
        themeDir,
      )
      rmSync(root, { recursive: true, force: true })
    }
    // Debian's own config reads /etc/wordpress; ours is written per cache (see site-config.ts).
    rmSync(path.join(target, 'wp-config.php'), { force: true })
    rmSync(path.join(target, '.htaccess'), { force: true })
  })
}

/**
 * Replaces each link under `dir` by a copy of what it points to on this system, reading the
 * link as if `dir` were installed at `installedAt` (relative links climb out of the package).
 */
function fixDanglingLinks(dir: string, installedAt: string): void {
  const missing: string[] = []
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const relPath = path.join(rel, entry.name)
      const full = path.join(dir, relPath)
      if (entry.isDirectory()) walk(relPath)
      else if (entry.isSymbolicLink()) {
        const link = readlinkSync(full)
        const onSystem = path.resolve(path.join(installedAt, rel), link)
        unlinkSync(full)
        if (existsSync(onSystem) && statSync(onSystem).isFile()) copyFileSync(onSystem, full)
        else if (!relPath.startsWith('.')) missing.push(`${relPath} -> ${onSystem}`)
      }
    }
  }
  walk('.')
  if (missing.length > 0)
    throw new Error(
      bramble(
        `Failed to complete WordPress: ${missing.length} files point to files this system lacks (${missing.slice(0, 3).join(', ')}…). Install libjs-underscore libjs-lodash libjs-cropper php-getid3.`,
      ),
    )
}

/**
 * A plugin ready to copy into a site: `<dir>/<folder>` from its tarball or the named folder.
 * `mainFile` is the plugin's main PHP file, which proves the folder is the right one.
 */
export function unpackPlugin(
  cache: string,
  source: string,
  folder: string,
  mainFile: string,
): Unpacked {
  need(source, `the plugin ${folder}`)
  const fromDir = statSync(source).isDirectory()
  const result = once(cache, folder, keyOf(source), (tmp) => {
    if (fromDir) run('cp', ['-a', `${source}/.`, path.join(tmp, folder)])
    else run('tar', ['-xzf', source, '-C', tmp])
  })
  need(path.join(result.dir, folder, mainFile), `${mainFile} in the plugin ${folder}`)
  return result
}

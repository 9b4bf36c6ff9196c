import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { ORACLES_DIR } from '../sources'
import { bramble } from '../../../sim/message'

/** The two runtimes and the plugin each replaces the visitor scripts of. */
export type Runtime = 'antispam' | 'forms'

/** A release tarball of one plugin. */
export interface Release {
  readonly runtime: Runtime
  readonly version: string
  /** The `.tar.gz` (folder `cleantalk-spam-protect/` or `ninja-forms/` inside). */
  readonly file: string
  /** `antispam-6.82`: how the matrix names it. */
  readonly id: string
}

const TARBALL: Record<Runtime, RegExp> = {
  antispam: /^cleantalk-spam-protect-(.+)\.tar\.gz$/,
  forms: /^ninja-forms-(.+)\.tar\.gz$/,
}

/** The releases in `dir` (default: `../shared/oracles/releases/`), oldest first per plugin. */
export function listReleases(dir = path.join(ORACLES_DIR, 'releases')): Release[] {
  if (!existsSync(dir)) return []
  const out: Release[] = []
  for (const file of readdirSync(dir)) {
    for (const runtime of ['antispam', 'forms'] as const) {
      const version = TARBALL[runtime].exec(file)?.[1]
      if (version)
        out.push({ runtime, version, file: path.join(dir, file), id: `${runtime}-${version}` })
    }
  }
  return out.sort(
    (a, b) => a.runtime.localeCompare(b.runtime) || compareVersions(a.version, b.version),
  )
}

/** The current release of each plugin: the one tarball beside `releases/` (what CI runs). */
export function currentReleases(dir = ORACLES_DIR): Record<Runtime, Release> {
  const found = listReleases(dir)
  const pick = (runtime: Runtime) => {
    const r = found.filter((x) => x.runtime === runtime).at(-1)
    if (!r)
      throw new Error(
        bramble(
          `Failed to find the current ${runtime} release in ${dir}: no ${TARBALL[runtime].source} there. Check out ../shared beside the repository.`,
        ),
      )
    return r
  }
  return { antispam: pick('antispam'), forms: pick('forms') }
}

/** Whether a version is a development or pre-release build (a letter in it: `6.85.99-dev`). */
export function isPrerelease(version: string): boolean {
  return /[a-z]/i.test(version)
}

/**
 * PHP's version_compare for the versions the plugins use: numeric parts compared as numbers,
 * a shorter version before a longer one with the same start (6.85 < 6.85.0), and a
 * pre-release tail (`-dev`, `-beta1`) before the release of the same numbers.
 */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [nums, tail] = v.split(/-(.*)/s)
    return { parts: (nums ?? '').split('.').map(Number), tail: tail ?? '' }
  }
  const x = parse(a)
  const y = parse(b)
  for (let i = 0; i < Math.max(x.parts.length, y.parts.length); i++) {
    if (x.parts[i] === undefined) return -1
    if (y.parts[i] === undefined) return 1
    if (x.parts[i] !== y.parts[i]) return x.parts[i]! - y.parts[i]!
  }
  if (x.tail === y.tail) return 0
  if (!x.tail) return 1
  if (!y.tail) return -1
  return x.tail.localeCompare(y.tail)
}

/**
 * The gate's range (`Bramble_Gate::in_range` in the loader plugin): never a release the matrix
 * failed; else a version listed exactly, or a release (no letter) from the oldest to the
 * newest verified release.
 */
export function inRange(
  version: string,
  verified: readonly string[],
  unsupported: readonly string[] = [],
): boolean {
  if (unsupported.includes(version)) return false
  if (verified.includes(version)) return true
  if (isPrerelease(version)) return false
  const releases = verified.filter((v) => !isPrerelease(v)).sort(compareVersions)
  if (releases.length === 0) return false
  return (
    compareVersions(version, releases[0]!) >= 0 && compareVersions(version, releases.at(-1)!) <= 0
  )
}

import { readFileSync, writeFileSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { startWordPress } from '../../scripts/wordpress/site'
import type { SiteInfo } from '../../scripts/wordpress/handle'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real WordPress site the `wordpress` project's tests run against. */
    wordpress: SiteInfo
  }
}

/**
 * Starts the real WordPress site once for the `wordpress` project (about 20 s once the
 * packages are installed) and stops everything it started when the run ends; with
 * `BRAMBLE_WP_REUSE` the tests run on a site `npm run wordpress:serve` started instead.
 * The plugins' releases come from `BRAMBLE_WP_ANTISPAM` / `BRAMBLE_WP_FORMS` (default: the
 * current ones). For the compatibility matrix (scripts/compat/run.ts): `BRAMBLE_WP_ANYWAY=1`
 * turns on "use Bramble anyway" for the installed releases, so a release outside the verified
 * range is still tested with Bramble's scripts, and `BRAMBLE_WP_SETUP_OUT=<file>` receives the
 * set-up's timings and the gate's status.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A site `npm run wordpress:serve` keeps running (it prints this file): reused, left running.
  const reuse = process.env.BRAMBLE_WP_REUSE
  if (reuse) {
    project.provide('wordpress', JSON.parse(readFileSync(reuse, 'utf8')) as SiteInfo)
    return async () => undefined
  }
  const log = (line: string) => process.stderr.write(`[wordpress] ${line}\n`)
  const site = await startWordPress({ log, keep: process.env.BRAMBLE_WP_KEEP === '1' })
  const steps = Object.entries(site.timings)
    .map(([k, v]) => `${k} ${v.toFixed(1)} s`)
    .join(', ')
  log(`site ${site.url} up (${steps})`)
  const gate = await site.gate({ anyway: process.env.BRAMBLE_WP_ANYWAY === '1' })
  if (process.env.BRAMBLE_WP_SETUP_OUT)
    writeFileSync(
      process.env.BRAMBLE_WP_SETUP_OUT,
      JSON.stringify({ timings: site.timings, gate }, null, 2),
    )
  project.provide('wordpress', site.info)
  return () => site.stop()
}

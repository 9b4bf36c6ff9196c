import { readFileSync } from 'node:fs'
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
  project.provide('wordpress', site.info)
  return () => site.stop()
}

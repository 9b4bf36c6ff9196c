import type { SiteClock } from '../../server/policy/site-clock'
import { globalName, inPageSource } from '../in-page-source'
import { realtimeClock, type ScenarioClock } from './scenario-clock'
import { virtualClock } from './virtual-clock'

/** What `Date.now()` reads at visitor time 0 unless a scenario says otherwise. */
export const DEFAULT_EPOCH = Date.UTC(2026, 0, 15, 10, 0, 0)

/** The scenario clock for a run: virtual (default) or the wall clock. */
export async function createClock(options: {
  readonly realtime: boolean
  readonly site: SiteClock
  readonly epochMs?: number
  readonly seed?: number
}): Promise<ScenarioClock> {
  if (options.realtime) return realtimeClock()
  return virtualClock({
    epochMs: options.epochMs ?? DEFAULT_EPOCH,
    seed: options.seed,
    site: options.site,
    source: await inPageSource('page-clock'),
    globalName: globalName('page-clock'),
  })
}

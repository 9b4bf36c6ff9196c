import { lazySignal } from './lazy-signal'
import type { SignalFactory } from './types'

/**
 * The detector log's signal: with the detector and its log on, the polling (detector-log-poll.ts) loads
 * (dist/antispam-lazy.js) and starts; otherwise nothing runs.
 */
export const detectorLog: SignalFactory<string[]> = (ctx) =>
  lazySignal(
    ctx,
    () => ctx.config.botDetectorEnabled && ctx.config.frontendDataLogEnabled,
    (p) => p.polledDetectorLog,
    [],
  )

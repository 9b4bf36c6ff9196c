import type { ScenarioResult } from '../../report/schema'
import type { BrowserPool, PoolBrowser } from '../browser-pool'

/** A scenario run on one browser of the pool. */
export type RunOn = (browser: PoolBrowser) => Promise<ScenarioResult>

/** Thrown when a slot's browser cannot be reached again: its worker stops. */
export class SlotLostError extends Error {
  override name = 'SlotLostError'
}

async function attempt(pool: BrowserPool, slot: number, run: RunOn) {
  let pb: PoolBrowser
  try {
    pb = await pool.acquire(slot)
  } catch (error) {
    throw new SlotLostError((error as Error).message, { cause: error })
  }
  let lost = false
  const onLost = () => void (lost = true)
  pb.browser.once('disconnected', onLost)
  try {
    const result = await run(pb)
    return { result, pb, lost: lost || !pb.browser.connected }
  } finally {
    pb.browser.off('disconnected', onLost)
  }
}

/**
 * Runs a scenario on a slot of the pool. When the browser goes away during the run (the
 * DevTools connection dropped, the browser died), whatever the scenario reported is not its
 * result: it runs once more on a fresh connection. A second loss makes it `infra-error`; a
 * retry that completes is the result, marked `infraRetry` (never flaky: one run counted).
 * When the slot cannot be reached again, the scenario is `infra-error` and SlotLostError
 * tells the worker to stop (the error is attached to the returned result's `error`).
 */
export async function runWithInfraRetry(
  pool: BrowserPool,
  slot: number,
  run: RunOn,
): Promise<{ result: ScenarioResult; slotLost: boolean }> {
  const first = await attempt(pool, slot, run)
  if (!first.lost) return { result: first.result, slotLost: false }
  const why = `the browser at ${first.pb.endpoint} went away during the run${first.result.error ? ` (${first.result.error})` : ''}`
  const infra = (error: string): ScenarioResult => ({
    ...first.result,
    status: 'infra-error',
    expectations: [],
    error,
  })
  try {
    const second = await attempt(pool, slot, run)
    if (!second.lost)
      return { result: { ...second.result, infraRetry: { error: why } }, slotLost: false }
    return {
      result: {
        ...second.result,
        status: 'infra-error',
        expectations: [],
        error: `${why}; again on the one retry`,
      },
      slotLost: false,
    }
  } catch (error) {
    if (!(error instanceof SlotLostError)) throw error
    return { result: infra(`${why}; no retry: ${error.message}`), slotLost: true }
  }
}

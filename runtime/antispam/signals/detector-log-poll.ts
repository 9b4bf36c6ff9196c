// The detector-log polling itself: it ships in dist/antispam-lazy.js (see lazy/lazy-parts.ts);
// detector-log.ts is the main bundle's signal that loads it.
import { sendAltSessions } from '../storage/alt-sessions'
import { clientData } from '../storage/client-data'
import { readLocal } from '../storage/local-entry'
import { ok, type SignalFactory } from './types'

/** Polling delay and period of the detector log (spec §9). */
export const DETECTOR_LOG = {
  key: 'ct_bot_detector_frontend_data_log',
  delayMs: 1000,
  everyMs: 1000,
}

/**
 * The `frontend_data.js_event` types of the detector's log, read defensively: the log may
 * be the runtime's JSON wrapper or bare JSON, one record or a list of records, and
 * `js_event` a type name or a list of names (or of `{type}` objects).
 */
export function logEventTypes(raw: string | null): string[] {
  if (!raw) return []
  try {
    let log = JSON.parse(raw) as unknown
    if (log && typeof log === 'object' && 'value' in log && typeof log.value === 'string')
      log = JSON.parse(log.value) as unknown
    const types: string[] = []
    for (const record of Array.isArray(log) ? log : [log]) {
      const events = (record as { frontend_data?: { js_event?: unknown } })?.frontend_data?.js_event
      for (const e of Array.isArray(events) ? events : [events]) {
        const type = typeof e === 'string' ? e : (e as { type?: unknown } | null)?.type
        if (typeof type === 'string' && type) types.push(type)
      }
    }
    return types
  } catch {
    return []
  }
}

/**
 * Detector-log polling (contract c.8): with the detector on and
 * `data__frontend_data_log_enabled`, every 1000 ms after a 1000 ms delay; each time new
 * `js_event` types appear, an alt-sessions call with empty pairs, forced. The runtime always
 * gathers, so the pairs go as the client-data object plus the pairs (contract c.2, gathering
 * mode): the server receives the log itself, not just the force flag. The log is taken as it
 * is stored (the wrapper's value, or the detector's bare JSON).
 */
export const polledDetectorLog: SignalFactory<string[]> = ({ config, win, transport, store }) => {
  const seen = new Set<string>()
  let delay: number | undefined
  let poll: number | undefined
  const check = () => {
    try {
      const before = seen.size
      const raw = win.localStorage.getItem(DETECTOR_LOG.key)
      for (const type of logEventTypes(raw)) seen.add(type)
      if (seen.size === before || raw === null) return
      const kept = readLocal(win.localStorage, DETECTOR_LOG.key)
      const log = { [DETECTOR_LOG.key]: typeof kept === 'string' ? kept : raw }
      sendAltSessions(
        transport,
        JSON.parse(clientData(config, store, log)) as Record<string, unknown>,
        true,
      )
    } catch {
      // Storage can be unavailable; the next poll tries again.
    }
  }
  return {
    start() {
      if (!config.botDetectorEnabled || !config.frontendDataLogEnabled) return
      delay = win.setTimeout(() => {
        check()
        poll = win.setInterval(check, DETECTOR_LOG.everyMs)
      }, DETECTOR_LOG.delayMs)
    },
    stop() {
      win.clearTimeout(delay)
      win.clearInterval(poll)
    },
    read: () => ok([...seen]),
  }
}

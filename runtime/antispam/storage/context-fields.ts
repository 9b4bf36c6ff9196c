import type { AntispamConfig } from '../config/config'
import { botDetectorToken } from './bot-token'
import { clientData } from './client-data'
import type { SignalStore } from './signal-store'

/**
 * The context fields of contract (c): `post_url`, `referrer`, and `event_token` when the
 * detector is on and its token is non-empty, else `event_javascript_data`.
 */
export function contextFields(
  config: AntispamConfig,
  store: SignalStore,
  win: Window = window,
): Record<string, string> {
  const fields: Record<string, string> = {
    post_url: win.location.href,
    referrer: win.document.referrer,
  }
  const token = config.botDetectorEnabled ? botDetectorToken(win.localStorage) : ''
  if (token) fields.event_token = token
  else fields.event_javascript_data = clientData(config, store)
  return fields
}

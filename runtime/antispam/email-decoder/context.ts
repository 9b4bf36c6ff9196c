import type { AntispamContext } from '../feature'

function detectorToken(): string {
  try {
    const raw = localStorage.getItem('bot_detector_event_token')
    if (!raw) return ''
    // The detector stores the runtime's {value, timestamp} wrapper; a bare string is possible.
    try {
      const parsed = JSON.parse(raw) as unknown
      if (typeof parsed === 'string') return parsed
      const value = (parsed as { value?: unknown } | null)?.value
      if (typeof value !== 'string') return ''
      try {
        const inner = JSON.parse(value) as unknown
        return typeof inner === 'string' ? inner : value
      } catch {
        return value
      }
    } catch {
      return raw
    }
  } catch {
    return ''
  }
}

/**
 * The context fields of a decode call (contract c): `post_url`, `referrer`, and the
 * detector token when the detector is on and has one, else `event_javascript_data`.
 */
export function contextFields(ctx: AntispamContext): Record<string, string> {
  const fields: Record<string, string> = {
    post_url: ctx.win.location.href,
    referrer: ctx.win.document.referrer,
  }
  const token = ctx.config.botDetectorEnabled ? detectorToken() : ''
  if (token) fields.event_token = token
  else fields.event_javascript_data = JSON.stringify({ ct_ps_timestamp: readTimestamp() })
  return fields
}

function readTimestamp(): number | string {
  const m = document.cookie.match(/(?:^|; )ct_ps_timestamp=([^;]*)/)
  return m ? Number(decodeURIComponent(m[1]!)) : ''
}

import type { Check } from './config-checks'
import { bramble } from '../../core/message'

/**
 * Reads one key of a page global through its check. A malformed key gives the fallback and
 * reports the key through `warn`, so one bad setting turns off only what depends on it. A
 * missing key gives the fallback too; it is reported only when `required` (a key the plugin
 * always prints), since optional keys are absent by design.
 */
export function readKey<T>(
  source: Record<string, unknown>,
  globalName: string,
  key: string,
  check: Check<T>,
  fallback: T,
  warn: (message: string) => void,
  required = false,
): T {
  const raw = source[key]
  if (raw === undefined) {
    if (required)
      warn(
        bramble(`Missing ${globalName}.${key}: the features that need it are off. `) +
          `Check that the plugin prints ${globalName} before the bundle.`,
      )
    return fallback
  }
  const read = check(raw)
  if (read.ok) return read.value
  warn(
    bramble(`Ignored ${globalName}.${key}: ${JSON.stringify(raw)} is not valid `) +
      `(${read.reason}). The features that need it are off; check the plugin settings that ` +
      `print it.`,
  )
  return fallback
}

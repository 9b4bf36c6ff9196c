import * as z from 'zod/mini'
import { bramble } from './message'

/**
 * Schemas for the loosely typed values WordPress prints into page globals:
 * `wp_localize_script` turns numbers and booleans into strings, and plugins print
 * `true`, `1`, `"1"` or `"true"` for the same switch.
 */

/** A switch printed as a boolean, 0/1 or "0"/"1"/"true"/"false"/"". */
export const flag = z.pipe(
  z.union([z.boolean(), z.number(), z.string(), z.null()]),
  z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
)

/** A number printed as a number or a numeric string. */
export const numeric = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(v)
    if (v === '' || !Number.isFinite(n)) {
      ctx.issues.push({ code: 'custom', message: 'expected a number', input: v })
      return z.NEVER
    }
    return n
  }),
)

/** A page-global object: a plain object, not an array or primitive. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Reads one key of a page global through its schema. A malformed key gives the fallback
 * and reports the key once through `warn`, so one bad setting turns off only what depends
 * on it. A missing key gives the fallback too; it is reported only when `required` (a key
 * the plugin always prints), since optional keys are absent by design.
 */
export function readKey<T>(
  source: Record<string, unknown>,
  globalName: string,
  key: string,
  schema: z.ZodMiniType<T>,
  fallback: T,
  warn: (message: string) => void,
  required = false,
): T {
  if (!(key in source) || source[key] === undefined) {
    if (required)
      warn(
        bramble(`Missing ${globalName}.${key}: the features that need it are off. `) +
          `Check that the plugin prints ${globalName} before the bundle.`,
      )
    return fallback
  }
  const parsed = schema.safeParse(source[key])
  if (parsed.success) return parsed.data
  warn(
    bramble(`Ignored ${globalName}.${key}: ${JSON.stringify(source[key])} is not valid `) +
      `(${parsed.error.issues[0]?.message ?? 'invalid'}). The features that need it are off; ` +
      `check the plugin settings that print it.`,
  )
  return fallback
}

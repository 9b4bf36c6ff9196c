/**
 * The start-up readers of the page globals, without zod. The zod schemas in
 * config-schemas.ts are the definition of every key (types come from them, and
 * config-checks.test.ts compares each check with its schema on valid and invalid values so
 * the two cannot drift); these checks exist because zod costs the start-up path about
 * 7 KB gzip and 8–10 ms of main-thread CPU, measured on the comment page (docs/antispam.md).
 */
import type { CHECKED, ConfigOutput } from './config-schemas'

/** A check's verdict: the coerced value, or the reason shown in the console warning. */
export type Checked<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string }

/** Reads one raw page-global value. */
export type Check<T> = (raw: unknown) => Checked<T>

const pass = <T>(value: T): Checked<T> => ({ ok: true, value })
const fail = (reason: string): Checked<never> => ({ ok: false, reason })
const isText = (v: unknown): v is string => typeof v === 'string'
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/** A plain object (not an array, not null): one copy in the bundle, shared with core. */
export { isRecord } from '../../core/is-record'

/** Text. */
export const text: Check<string> = (v) => (isText(v) ? pass(v) : fail('expected text'))

/** Text matching `pattern` (the whole of it). */
const matching =
  (pattern: RegExp): Check<string> =>
  (v) =>
    isText(v) && pattern.test(v) ? pass(v) : fail(`expected text matching ${pattern}`)

/** One of the listed texts. */
const oneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (v) =>
    values.includes(v as T) ? pass(v as T) : fail(`expected one of ${values.join(', ')}`)

/** A switch printed as a boolean, 0/1 or "0"/"1"/"true"/"false"/"" (also null). */
export const flag: Check<boolean> = (v) =>
  typeof v === 'boolean' || isNumber(v) || isText(v) || v === null
    ? pass(v === true || v === 1 || v === '1' || v === 'true')
    : fail('expected a switch')

const pixelValues = oneOf(['0', '1', '2', '3'] as const)

/** Every check of the config, by kind; the zod schema of each kind is in config-schemas.ts. */
export const checks: { readonly [K in keyof typeof CHECKED]: Check<ConfigOutput<K>> } = {
  flag,
  text,
  cookieMode: oneOf(['native', 'alternative', 'none'] as const),
  ajaxType: oneOf(['rest', 'admin_ajax'] as const),
  prefix: matching(/^[A-Za-z1-9_-]*$/),
  nonce: matching(/^[0-9a-f]*$/),
  // Coerced to text first so a printed number (3) and a string ("3") read alike.
  pixel: (v) => (isText(v) || isNumber(v) ? pixelValues(String(v)) : fail('expected 0–3')),
  checkjs: (v) => ((isText(v) && v !== '') || isNumber(v) ? pass(v) : fail('expected a key')),
}

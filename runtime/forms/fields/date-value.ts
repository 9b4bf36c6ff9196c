import { flagOf, numOf, str } from '../logic/field-props'
import type { FieldDef } from '../page-data'

/** The value of a time or date-and-time field (contract c; `ampm` only in 12-hour mode). */
export interface DateTimeValue {
  readonly date: string
  readonly hour: string
  readonly minute: string
  readonly ampm?: string
}

/** `date_only` (default), `time_only` or `date_and_time`. */
export type DateMode = 'date_only' | 'time_only' | 'date_and_time'

/** Reads `date_mode`. */
export function dateMode(def: FieldDef): DateMode {
  const mode = str(def, 'date_mode')
  return mode === 'time_only' || mode === 'date_and_time' ? mode : 'date_only'
}

/** Whether the time selects run 00–23 (`hours_24`). */
export function is24h(def: FieldDef): boolean {
  return flagOf(def, 'hours_24')
}

/**
 * The stored value as parts, seeding the time from `selected_hour/minute/ampm`. A time-only
 * value is the text the original keeps once a select changed ("18:30", "03:15 pm").
 */
export function readDateTime(def: FieldDef, value: unknown): DateTimeValue {
  const time = dateMode(def) === 'time_only' && typeof value === 'string' ? TIME.exec(value) : null
  const v = (
    time
      ? { hour: time[1], minute: time[2], ampm: time[3] }
      : typeof value === 'object' && value !== null
        ? value
        : {}
  ) as Record<string, unknown>
  const h24 = is24h(def)
  const date = time ? '' : typeof value === 'string' ? value : String(v.date ?? '')
  const pick = (x: unknown, fallback: string) =>
    x === undefined || x === null || x === '' ? fallback : pad(Number(x))
  const hour = pick(v.hour, pad(numOf(def, 'selected_hour') ?? (h24 ? 0 : 12)))
  const minute = pick(v.minute, pad(numOf(def, 'selected_minute') ?? 0))
  if (h24) return { date, hour, minute }
  const ampm = typeof v.ampm === 'string' && v.ampm ? v.ampm : str(def, 'selected_ampm') || 'am'
  return { date, hour, minute, ampm }
}

const TIME = /^(\d{1,2}):(\d{2})(?: (am|pm))?$/

/**
 * What a time-only field posts once a select changed, as the original: `HH:MM`, with ` am` /
 * ` pm` on a 12-hour clock.
 */
export function timeText(parts: DateTimeValue): string {
  return `${parts.hour}:${parts.minute}${parts.ampm ? ` ${parts.ampm}` : ''}`
}

/** Two-digit text of a number. */
export function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** The year range of the picker (`year_range_start`/`_end`), undefined ends open. */
export function yearRange(def: FieldDef): { min?: number; max?: number } {
  return { min: numOf(def, 'year_range_start'), max: numOf(def, 'year_range_end') }
}

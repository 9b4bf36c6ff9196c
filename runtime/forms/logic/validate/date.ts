import { str } from '../field-props'
import { isBlank, type FieldRule } from './rule'

/**
 * Whether text parses in a field's `date_format` (`default`: the site's PHP date format)
 * and formats back to the same text.
 */
export type DateChecker = (text: string, dateFormat: string, siteDateFormat: string) => boolean

// date-fns parsing is ~12 KB gzip, so it lives in the `date-check` chunk with the format
// names it reads, loaded only for forms with a date field; until it arrives the date rule
// passes (nothing typed yet).
let checker: DateChecker | undefined

/** Installs the date checker (from the `date-check` chunk, or directly in tests). */
export function provideDateChecker(fn: DateChecker | undefined): void {
  checker = fn
}

/** Whether the date checker is installed. */
export function hasDateChecker(): boolean {
  return checker !== undefined
}

/** Date: the text must round-trip in the field's format; skipped for time-only fields. */
export const dateRule: FieldRule = {
  slug: 'invalid-date',
  ignoresTab: true,
  check({ def, value, visible, messages, siteDateFormat }) {
    if (!visible || !checker) return undefined
    const mode = str(def, 'date_mode') || 'date_only'
    if (mode === 'time_only') return undefined
    // date_and_time posts {date, hour, minute}; only the date part has a format.
    const text =
      typeof value === 'object' && value !== null
        ? String((value as Record<string, unknown>).date ?? '')
        : String(value ?? '')
    if (isBlank(text)) return undefined
    return checker(text, str(def, 'date_format'), siteDateFormat)
      ? undefined
      : messages('changeDateErrorMsg')
  },
}

import { str } from '../field-props'
import { fieldDatePattern } from './date-format'
import { isBlank, type FieldRule } from './rule'

/** Whether text parses in a date-fns pattern and formats back to the same text. */
export type DateChecker = (text: string, pattern: string) => boolean

// date-fns parsing is ~12 KB gzip, so it lives in the `date-check` chunk, loaded only for
// forms with a date field; until it arrives the date rule passes (nothing typed yet).
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
    if (def.type !== 'date' || !visible || !checker) return undefined
    const mode = str(def, 'date_mode') || 'date_only'
    if (mode === 'time_only') return undefined
    // date_and_time posts {date, hour, minute}; only the date part has a format.
    const text =
      typeof value === 'object' && value !== null
        ? String((value as Record<string, unknown>).date ?? '')
        : String(value ?? '')
    if (isBlank(text)) return undefined
    const pattern = fieldDatePattern(str(def, 'date_format'), siteDateFormat)
    return checker(text, pattern) ? undefined : messages('changeDateErrorMsg')
  },
}

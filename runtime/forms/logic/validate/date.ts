import { format, isValid, parse } from 'date-fns'
import { str } from '../field-props'
import { fieldDatePattern } from './date-format'
import { isBlank, type FieldRule } from './rule'

/** Whether text parses in the pattern and formats back to the same text. */
export function isDateInFormat(text: string, pattern: string): boolean {
  const date = parse(text, pattern, new Date(2000, 0, 1))
  return isValid(date) && format(date, pattern) === text
}

/** Date: the text must round-trip in the field's format; skipped for time-only fields. */
export const dateRule: FieldRule = {
  slug: 'invalid-date',
  ignoresTab: true,
  check({ def, value, visible, messages, siteDateFormat }) {
    if (def.type !== 'date' || !visible) return undefined
    const mode = str(def, 'date_mode') || 'date_only'
    if (mode === 'time_only') return undefined
    // date_and_time posts {date, hour, minute}; only the date part has a format.
    const text =
      typeof value === 'object' && value !== null
        ? String((value as Record<string, unknown>).date ?? '')
        : String(value ?? '')
    if (isBlank(text)) return undefined
    const pattern = fieldDatePattern(str(def, 'date_format'), siteDateFormat)
    return isDateInFormat(text, pattern) ? undefined : messages('changeDateErrorMsg')
  },
}

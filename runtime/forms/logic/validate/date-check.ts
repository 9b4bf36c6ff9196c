/**
 * The date round-trip check with date-fns, shipped in the lazily loaded `date-check` chunk
 * (runtime/forms/date-check.chunk.ts) that a form store loads only when its form has a date
 * field.
 */
import { format, isValid, parse } from 'date-fns'
import type { DateChecker } from './date'
import { fieldDatePattern } from './date-format'

/** Whether text parses in a date-fns pattern and formats back to the same text. */
export function isDateInFormat(text: string, pattern: string): boolean {
  const date = parse(text, pattern, new Date(2000, 0, 1))
  return isValid(date) && format(date, pattern) === text
}

/** The date rule's check: the text round-trips in the field's format. */
export const checkDate: DateChecker = (text, dateFormat, siteDateFormat) =>
  isDateInFormat(text, fieldDatePattern(dateFormat, siteDateFormat))

/** What the `date-check` chunk registers. */
export interface DateCheckChunk {
  readonly checkDate: DateChecker
}

/**
 * Lazily loaded chunk (`dist/date-check.js`): the date round-trip check with date-fns,
 * loaded by a form store only when its form has a date field.
 */
import { format, isValid, parse } from 'date-fns'
import { registerChunk } from '../../../core/chunk-loader'
import type { DateChecker } from './date'

/** Whether text parses in the pattern and formats back to the same text. */
export const isDateInFormat: DateChecker = (text, pattern) => {
  const date = parse(text, pattern, new Date(2000, 0, 1))
  return isValid(date) && format(date, pattern) === text
}

/** What the `date-check` chunk registers. */
export interface DateCheckChunk {
  readonly isDateInFormat: DateChecker
}

registerChunk('date-check', { isDateInFormat } satisfies DateCheckChunk)

/**
 * Lazily loaded chunk (`dist/date-check.js`): the date round-trip check with date-fns,
 * loaded by a form store only when its form has a date field (logic/validate/date-check.ts).
 */
import { registerChunk } from '../core/chunk-loader'
import { checkDate, type DateCheckChunk } from './logic/validate/date-check'

registerChunk('date-check', { checkDate } satisfies DateCheckChunk)

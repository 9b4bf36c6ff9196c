import type { FieldDef } from '../../page-data'
import { numOf, str } from '../field-props'

/** What an input limit does to one entry. */
export interface LimitResult {
  /** The text to keep (word limits truncate). */
  readonly text: string
  /** `maxlength` for character limits. */
  readonly maxLength: number | undefined
  /** Characters or words left (never negative). */
  readonly remaining: number
  readonly unit: 'characters' | 'words'
}

/**
 * Input limits: by characters a `maxlength` plus the remaining count; by words the entry
 * is cut to the limit and the remaining words are shown. `undefined` when unlimited.
 */
export function applyInputLimit(def: FieldDef, text: string): LimitResult | undefined {
  const limit = numOf(def, 'input_limit')
  if (limit === undefined || limit <= 0) return undefined
  if (str(def, 'input_limit_type') === 'words') {
    const words = text.match(/\S+/g) ?? []
    if (words.length <= limit)
      return { text, maxLength: undefined, remaining: limit - words.length, unit: 'words' }
    // Keep the text up to the end of the last allowed word, spacing intact.
    const re = /\S+/g
    let end = 0
    for (let i = 0; i < limit; i++) {
      const m = re.exec(text) as RegExpExecArray
      end = m.index + m[0].length
    }
    return { text: text.slice(0, end), maxLength: undefined, remaining: 0, unit: 'words' }
  }
  const kept = text.slice(0, limit)
  return { text: kept, maxLength: limit, remaining: limit - kept.length, unit: 'characters' }
}

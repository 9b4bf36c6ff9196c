/** The input limit of spec §5: by characters (maxlength) or by words (truncated). */
export interface InputLimit {
  readonly kind: 'characters' | 'words'
  readonly max: number
}

/** Reads `input_limit` / `input_limit_type`; undefined when no positive limit is set. */
export function readInputLimit(limit: unknown, type: unknown): InputLimit | undefined {
  const max = Number(limit)
  if (limit === '' || limit === undefined || !Number.isInteger(max) || max <= 0) return undefined
  return { kind: type === 'words' ? 'words' : 'characters', max }
}

function words(value: string): string[] {
  return value.trim() === '' ? [] : value.trim().split(/\s+/)
}

/** The entry cut to the limit (words keep their original spacing up to the last allowed). */
export function applyLimit(value: string, limit: InputLimit): string {
  if (limit.kind === 'characters') return value.slice(0, limit.max)
  if (words(value).length <= limit.max) return value
  const match = value.match(new RegExp(`^\\s*(?:\\S+\\s+){${limit.max - 1}}\\S+`))
  return match ? match[0] : value
}

/** How many characters or words are left (never negative). */
export function remaining(value: string, limit: InputLimit): number {
  const used = limit.kind === 'characters' ? value.length : words(value).length
  return Math.max(0, limit.max - used)
}

import type { FieldDef } from '../../page-data'
import type { MessageLookup } from './messages'

/** What one validation rule sees of a field and its form. */
export interface RuleInput {
  readonly def: FieldDef
  readonly value: unknown
  readonly visible: boolean
  readonly messages: MessageLookup
  /** The current value of another field of the form, by key. */
  readonly valueByKey: (key: string) => unknown
  /** The WordPress date format (`nfi18n.dateFormat`, PHP style) for `date_format: default`. */
  readonly siteDateFormat: string
}

/** A rule: the error message for its slug, or `undefined` when the value passes. */
export interface FieldRule {
  readonly slug: string
  /** Rules that keycode 9 (tab) must not trigger on keyup. */
  readonly ignoresTab?: boolean
  check(input: RuleInput): string | undefined
}

/** Whether a value is blank: empty text, an empty list, or nothing. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return false
  return String(value).trim() === ''
}

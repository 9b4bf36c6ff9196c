import type { CalcScope } from './evaluate'
import { bramble } from '../../../core/message'

/** One evaluated calculation, as `window.nfCalculationsDebug` reports it. */
export interface CalcStep {
  readonly name: string
  /** The equation after tag substitution (machine numbers, line breaks removed). */
  readonly equation: string
  /** The stored value, or `undefined` when the equation cannot be read. */
  readonly result: string | undefined
}

/** Receives each step while calculation debugging is on. */
export type CalcLog = (step: CalcStep) => void

const TAG = /\{(field|calc):([A-Za-z0-9_-]+)(?::[A-Za-z0-9_-]*)?\}/g
const OTHER_TAG = /\{[A-Za-z0-9:_-]*\}/g

/**
 * The equation with every `{field:KEY}`/`{calc:NAME}` replaced by the value it reads,
 * other `{…}` tags by 0 and line breaks removed (contract e, tags) — the text a debug log
 * shows. Only called while debugging: evaluation itself works on the parsed tree.
 */
export function substituteTags(eq: string, scope: CalcScope): string {
  return eq
    .replace(TAG, (_tag, family: string, key: string) =>
      String(family === 'field' ? scope.field(key) : scope.calc(key)),
    )
    .replace(OTHER_TAG, '0')
    .replace(/[\r\n]+/g, '')
}

/** The console line of one step. */
export function formatCalcStep(step: CalcStep): string {
  const result = step.result === undefined ? 'unreadable, keeps its last value' : `= ${step.result}`
  return bramble(`Calculation "${step.name}": ${step.equation} ${result}`)
}

import { numOf } from '../field-props'
import { isBlank, type FieldRule, type RuleInput } from './rule'

function decimals(n: number): number {
  const s = String(n)
  const exp = /e-(\d+)$/.exec(s)
  if (exp) return Number(exp[1])
  const dot = s.indexOf('.')
  return dot < 0 ? 0 : s.length - dot - 1
}

function numeric(input: RuleInput): number | undefined {
  if (!input.visible || isBlank(input.value)) return undefined
  const n = Number(String(input.value).trim())
  return Number.isFinite(n) ? n : undefined
}

/** Number below `num_min`. */
export const numberMinRule: FieldRule = {
  slug: 'number-min',
  check(input) {
    const n = numeric(input)
    const min = numOf(input.def, 'num_min')
    if (n === undefined || min === undefined) return undefined
    return n < min ? input.messages('fieldNumberNumMinError') : undefined
  },
}

/** Number above `num_max`. */
export const numberMaxRule: FieldRule = {
  slug: 'number-max',
  check(input) {
    const n = numeric(input)
    const max = numOf(input.def, 'num_max')
    if (n === undefined || max === undefined) return undefined
    return n > max ? input.messages('fieldNumberNumMaxError') : undefined
  },
}

/**
 * Number off the step grid (counted from `num_min`, else 0), or with more decimals than
 * the step. The message is the increment text followed by the step; the default step is 1.
 */
export const numberStepRule: FieldRule = {
  slug: 'number-step',
  check(input) {
    const n = numeric(input)
    if (n === undefined) return undefined
    const raw = numOf(input.def, 'num_step')
    const step = raw !== undefined && raw > 0 ? raw : 1
    const base = numOf(input.def, 'num_min') ?? 0
    const places = Math.max(decimals(step), decimals(base))
    const scale = 10 ** places
    const offset = Math.round((n - base) * scale)
    const onGrid = decimals(n) <= places && offset % Math.round(step * scale) === 0
    return onGrid ? undefined : `${input.messages('fieldNumberIncrementBy')}${step}`
  },
}

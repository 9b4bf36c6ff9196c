import { runCalc } from './calc/compile'
import { renderDisplay, type DisplayValues } from './calc/displays'
import { fieldCalcValue } from './calc/field-calc-value'
import { affectedCalcs } from './calc/graph'
import { isRepeater, kindOf } from './calc/kind-port'
import { computeTotals } from './calc/totals'
import type { NumberLocale } from './locale/number-locale'
import { escapeHtml } from './text'
import type { FormModel } from './form-model'
import type { FieldState, Totals } from './types'

/** The derived parts of a form state. */
export interface Derived {
  readonly fields: Readonly<Record<string, FieldState>>
  readonly calcs: Readonly<Record<string, string>>
  readonly displays: Readonly<Record<string, string>>
  readonly totals: Totals
}

function displayText(field: FieldState | undefined): string {
  if (!field) return ''
  const own = kindOf(field.def.type).text
  if (own) return own(field)
  const { value } = field
  if (Array.isArray(value)) return value.join(', ')
  if (typeof value === 'object' && value !== null) return Object.values(value).join(' ')
  return String(value ?? '')
}

/** `<p>{label} {set + 1} : {value}</p>` per data child of a repeater, escaped. */
function repeaterHtml(fields: Readonly<Record<string, FieldState>>, repeaterId: string): string {
  return Object.values(fields)
    .filter((f) => f.repeater?.id === repeaterId && kindOf(f.def.type).holdsData !== false)
    .sort((a, b) => (a.repeater?.set ?? 0) - (b.repeater?.set ?? 0))
    .map(
      (f) =>
        `<p>${escapeHtml(f.def.label ?? '')} ${(f.repeater?.set ?? 0) + 1} : ${escapeHtml(displayText(f))}</p>`,
    )
    .join('')
}

/**
 * Part of the `calc-engine` chunk (calc/engine.ts): a form with no calculations, totals or
 * displays derives nothing. Recomputes what depends on the changed fields (by key), or everything: totals first
 * (they set the total fields' values), then the affected calcs in dependency order, then
 * the displays that show any of them. Work is proportional to what changed.
 */
export function derive(
  model: FormModel,
  prev: Derived,
  changedKeys: ReadonlySet<string> | 'all',
): Derived {
  const all = changedKeys === 'all'
  // With `nfLocaleConverterDebug` on, this update's decodes and encodes are logged; the flag
  // is read only by an update that reads or shows a number.
  let numbers: NumberLocale | undefined
  const locale = (): NumberLocale => {
    if (numbers) return numbers
    const log = model.env.hooks?.localeDebug?.()
    return (numbers = log ? { ...model.env.locale, log } : model.env.locale)
  }
  let fields = prev.fields
  const keys = new Set(all ? [] : changedKeys)
  const byKey = (key: string) => {
    const id = model.keyToId.get(key)
    return id === undefined ? undefined : fields[id]
  }

  let totals = prev.totals
  // A change of a product, quantity or shipping field (not of the total itself).
  const feedsTotals = (key: string) => {
    const part = kindOf(byKey(key)?.def.type ?? '').totals
    return part !== undefined && part !== 'total'
  }
  const touchesTotals = all || [...keys].some(feedsTotals)
  if (touchesTotals) {
    const top = model.order.map((id) => fields[id]).filter((f): f is FieldState => !!f)
    totals = computeTotals(top, locale())
    for (const f of top) {
      if (kindOf(f.def.type).totals !== 'total' || f.value === totals.total) continue
      fields = { ...fields, [f.id]: { ...f, value: totals.total } }
      keys.add(f.def.key)
    }
  }

  const names = all ? model.graph.order : affectedCalcs(model.graph, keys)
  let calcs = prev.calcs
  if (names.length > 0) {
    const next: Record<string, string> = { ...prev.calcs }
    const hooks = model.env.hooks
    const log = hooks?.calcDebug?.()
    const scope = {
      field: (key: string) => {
        const f = byKey(key)
        return f ? fieldCalcValue(f, locale(), model.currencySymbol, hooks?.calcValue) : 0
      },
      // Calc values pass as machine numbers: never re-decoded in the site locale.
      calc: (name: string) => Number(next[name] ?? 0) || 0,
    }
    for (const name of names) {
      const calc = model.calcs.get(name)
      const value = calc ? runCalc(calc, scope, log) : undefined
      if (value !== undefined) next[name] = value
    }
    calcs = next
  }

  // Copy-on-first-write: one new object per keystroke, however many displays change.
  let displays = prev.displays
  let displaysCopied = false
  let fieldsCopied = fields !== prev.fields
  const changedCalcs = new Set(names)
  const shows = (t: (typeof model.displays)[number]): boolean => {
    if (all) return true
    for (const n of t.calcNames) if (changedCalcs.has(n)) return true
    for (const k of t.fieldKeys) if (keys.has(k)) return true
    return false
  }
  const values: DisplayValues = {
    calc: (name) => {
      const calc = model.calcs.get(name)
      return calc ? { value: calcs[name] ?? '0', dec: calc.dec } : undefined
    },
    fieldText: (key) => displayText(byKey(key)),
    fieldHtml: (key) => {
      const f = byKey(key)
      return f && isRepeater(f.def.type) ? repeaterHtml(fields, f.id) : undefined
    },
  }
  for (const t of model.displays) {
    if (!shows(t)) continue
    const text = renderDisplay(t, values, locale())
    if (displays[t.fieldId] === text) continue
    if (!displaysCopied) {
      displays = { ...displays }
      displaysCopied = true
    }
    ;(displays as Record<string, string>)[t.fieldId] = text
    const f = fields[t.fieldId]
    // An html field posts its rendered HTML; other display types hold the text as value.
    if (f && f.value !== text) {
      if (!fieldsCopied) {
        fields = { ...fields }
        fieldsCopied = true
      }
      ;(fields as Record<string, FieldState>)[t.fieldId] = { ...f, value: text }
    }
  }
  return { fields, calcs, displays, totals }
}

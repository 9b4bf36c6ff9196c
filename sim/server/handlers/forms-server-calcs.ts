import type { PageField } from '../../pages/nff/normalise'
import { numberFormat, solveEos } from './forms-eos'

/** One entry of `extra.calculations` in a success reply. */
export interface ServerCalc {
  raw: string
  parsed: string
  value: string
}

const on = (v: unknown) => v === 1 || v === '1' || v === true

function options(field: PageField): { value: string; calc: string }[] {
  const raw = field.options
  return Array.isArray(raw)
    ? raw.map((o: Record<string, unknown>) => ({
        value: String(o.value ?? ''),
        calc: String(o.calc ?? ''),
      }))
    : []
}

function numericOr0(text: string): string {
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text.trim()) ? text.trim() : '0'
}

/**
 * `{field:x:calc}` on the server: list options' calcs (comma-separated values summed; a
 * select with no match is 0), checkbox checked/unchecked calc values (default 1/0),
 * product `number_format(price × (use_quantity ? value : 1), 2)`, else the raw value.
 */
export function serverFieldCalc(field: PageField, value: unknown): string {
  if (field.type === 'checkbox') {
    const checked = value === 1 || value === '1' || value === true
    const v = String(field[checked ? 'checked_calc_value' : 'unchecked_calc_value'] ?? '')
    return v.trim() === '' ? (checked ? '1' : '0') : v
  }
  if (field.parentType === 'list' || field.type === 'listimage' || field.type === 'terms') {
    const opts = options(field)
    const values = Array.isArray(value) ? value.map(String) : String(value ?? '').split(',')
    const sum = values.reduce((s, v) => {
      const o = opts.find((x) => x.value === v)
      if (!o) return s
      return s + Number(numericOr0(o.calc.trim() !== '' ? o.calc : o.value))
    }, 0)
    return String(sum)
  }
  if (field.type === 'product') {
    const qty = on(field.product_use_quantity) ? Number(value) || 0 : 1
    return numberFormat(Number(field.product_price) * qty, 2, '.', '')
  }
  // A currency-masked entry arrives with its symbol; only the number counts.
  return String(value ?? '').replace(/[^0-9.,-]/g, '')
}

/** Decodes locale numbers in an expression with the posted separators (contract e). */
export function decodeExpression(eq: string, decimalPoint: string, thousandsSep: string): string {
  const stripped = eq.replace(/&nbsp;/g, '').replace(/[\s\u00a0\u202f]+/g, '')
  return stripped.replace(/[0-9.,]+/g, (run) => {
    const seps = [...new Set(run.replace(/[0-9]/g, ''))]
    if (seps.length === 0) return run
    if (seps.length === 1) {
      const sep = seps[0] as string
      const count = run.split(sep).length - 1
      const after = run.length - run.indexOf(sep) - 1
      if (count > 1 || (after === 3 && sep === thousandsSep)) return run.split(sep).join('')
      return run.replace(sep, '.')
    }
    if (seps.length === 2)
      return run
        .split(seps[0] as string)
        .join('')
        .split(seps[1] as string)
        .join('.')
    return 'NaN'
  })
}

/**
 * The server's calculations for one submission: stored equations, field tags by key,
 * earlier calcs by name, leftovers 0, decoded with the posted separators, solved by EOS
 * (a failure gives 0), stored with `dec` decimals (`""` → 2) and re-encoded for `value`.
 */
export function serverCalculations(
  calculations: unknown,
  fields: readonly PageField[],
  valueOf: (field: PageField) => unknown,
  posted: { decimalPoint: string; thousandsSep: string },
): { extra: Record<string, ServerCalc>; stored: Record<string, string> } {
  const extra: Record<string, ServerCalc> = {}
  const stored: Record<string, string> = {}
  const list = Array.isArray(calculations) ? (calculations as Record<string, unknown>[]) : []
  for (const c of list) {
    const name = String(c.name ?? '')
    if (name === '') continue
    const raw = String(c.eq ?? '')
    const decText = String(c.dec ?? '').trim()
    const dec = decText === '' ? 2 : Math.max(0, parseInt(decText, 10) || 0)
    const merged = raw
      .replace(/\{field:([A-Za-z0-9_-]+)(?::calc)?\}/g, (whole, key: string) => {
        const f = fields.find((x) => x.key === key)
        return f ? serverFieldCalc(f, valueOf(f)) : whole
      })
      .replace(/\{calc:([A-Za-z0-9_-]+)(?::\d+)?\}/g, (whole, n: string) => stored[n] ?? whole)
      .replace(/\{[A-Za-z0-9:_-]*\}/g, '0')
      .replace(/[\r\n]+/g, '')
    const parsed = decodeExpression(merged, posted.decimalPoint, posted.thousandsSep)
    let v = 0
    try {
      v = solveEos(parsed)
      if (!Number.isFinite(v)) v = 0
    } catch {
      v = 0
    }
    stored[name] = numberFormat(v, dec, '.', '')
    extra[name] = {
      raw,
      parsed,
      value: numberFormat(v, dec, posted.decimalPoint, posted.thousandsSep),
    }
  }
  return { extra, stored }
}

import { fieldTemplates, KNOWN_FIELD_TYPES } from './field-types'

/** A field as the server prints it in `form.fields`. */
export type PageField = Record<string, unknown> & { id: number | string; key: string; type: string }

const NUMERIC = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/
// Merge tags a server resolves for an anonymous visitor (to nothing) when it prints defaults.
const VISITOR_TAGS = /\{(wp|user|post|system|querystring):[^}]*\}/g

/** PHP's `is_numeric` for the strings a builder saves. */
export function isNumeric(value: unknown): value is string {
  return typeof value === 'string' && NUMERIC.test(value.trim())
}

/** `product_price`/`shipping_cost` as machine decimals: symbol and thousands separator removed. */
export function machineDecimal(value: unknown): string {
  const s = String(value ?? '').replace(/[^0-9.,-]/g, '')
  const lastDot = s.lastIndexOf('.')
  const lastComma = s.lastIndexOf(',')
  if (lastDot >= 0 && lastComma >= 0) {
    const dec = lastDot > lastComma ? '.' : ','
    const thousands = dec === '.' ? ',' : '.'
    return s.split(thousands).join('').replace(dec, '.')
  }
  if (lastComma >= 0) {
    const after = s.length - lastComma - 1
    return s.split(',').length > 2 || after === 3 ? s.split(',').join('') : s.replace(',', '.')
  }
  return s
}

/** The printed `value`: the default with visitor merge tags resolved and `{x}` tags stripped. */
export function printedValue(def: unknown): string {
  if (!def) return ''
  return String(def)
    .replace(VISITOR_TAGS, '')
    .replace(/\{[^{}:]\}/g, '')
}

/**
 * Normalises builder fields into page fields (contract a): drops empty and duplicate keys,
 * unknown types become `unknown`, numeric strings become numbers (not `custom_mask`,
 * `value`), `label_pos` falls back to the form's, ids 1…n (or `firstId`…), and the
 * server-added keys are appended. Array order is kept (the DB order).
 */
export function normaliseFields(
  fields: readonly Record<string, unknown>[],
  defaultLabelPos: string,
  firstId = 1,
): PageField[] {
  const seen = new Set<string>()
  const out: PageField[] = []
  for (const raw of fields) {
    const key = typeof raw.key === 'string' || typeof raw.key === 'number' ? String(raw.key) : ''
    if (key === '' || seen.has(key)) continue
    seen.add(key)
    const field: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(raw)) {
      if (k === 'id' || k === 'value') continue
      field[k] = k !== 'custom_mask' && isNumeric(v) ? Number(v) : v
    }
    const type = KNOWN_FIELD_TYPES.has(String(raw.type)) ? String(raw.type) : 'unknown'
    field.type = type
    field.key = key
    if (field.label_pos === undefined || field.label_pos === 'default')
      field.label_pos = defaultLabelPos
    if (field.product_price !== undefined) field.product_price = machineDecimal(raw.product_price)
    if (field.shipping_cost !== undefined) field.shipping_cost = machineDecimal(raw.shipping_cost)
    const id = firstId + out.length
    out.push({
      ...field,
      id,
      beforeField: '',
      afterField: '',
      value: printedValue(raw.default),
      ...fieldTemplates(type),
    } as unknown as PageField)
  }
  return out
}

import type { FieldDef } from '../../page-data'
import { encodeNumber, type NumberLocale } from '../locale/number-locale'
import { escapeHtml } from '../text'

/** Field types that show calc tags when `use_merge_tags.calculations` is not printed. */
export const DEFAULT_CALC_DISPLAY_TYPES: readonly string[] = ['html', 'hidden', 'note', 'unknown']

/** A field whose text shows calc or field values. */
export interface DisplayTemplate {
  readonly fieldId: string
  /** html fields wrap values in `<span data-key>`; other types get plain text. */
  readonly html: boolean
  readonly template: string
  readonly calcNames: ReadonlySet<string>
  readonly fieldKeys: ReadonlySet<string>
}

const CALC_TAG = /\{calc:([A-Za-z0-9_-]+)(?::\d+)?\}/g
const FIELD_TAG = /\{field:([A-Za-z0-9_-]+)\}/g

/** Finds the fields whose `default` carries `{calc:…}` (or, in html, `{field:…}`) tags. */
export function findDisplayTemplates(
  fields: readonly FieldDef[],
  calcDisplayTypes: readonly string[],
): DisplayTemplate[] {
  const out: DisplayTemplate[] = []
  for (const def of fields) {
    if (!calcDisplayTypes.includes(def.type)) continue
    const raw = (def as Record<string, unknown>).default
    const template = typeof raw === 'string' ? raw : ''
    const html = def.type === 'html'
    const calcNames = new Set([...template.matchAll(CALC_TAG)].map((m) => m[1] as string))
    const fieldKeys = html
      ? new Set([...template.matchAll(FIELD_TAG)].map((m) => m[1] as string))
      : new Set<string>()
    if (calcNames.size > 0 || fieldKeys.size > 0) {
      out.push({ fieldId: String(def.id), html, template, calcNames, fieldKeys })
    }
  }
  return out
}

/** What a display needs to resolve its tags. */
export interface DisplayValues {
  /** Stored calc value and its decimals, or undefined for an unknown calc. */
  calc(name: string): { value: string; dec: number } | undefined
  /** The text a `{field:KEY}` shows (plain text; escaped here). */
  fieldText(key: string): string
  /** Ready-made, already escaped HTML for a field that shows markup (a repeater's sets). */
  fieldHtml?(key: string): string | undefined
}

/**
 * Resolves every occurrence of every tag (the original replaced only the first). Calc
 * values appear in the locale format with exactly `dec` decimals; field values are escaped.
 */
export function renderDisplay(
  t: DisplayTemplate,
  values: DisplayValues,
  locale: NumberLocale,
): string {
  let text = t.template.replace(CALC_TAG, (whole, name: string) => {
    const calc = values.calc(name)
    if (!calc) return whole
    const shown = encodeNumber(Number(calc.value), locale, calc.dec)
    return t.html ? `<span data-key="calc:${escapeHtml(name)}">${shown}</span>` : shown
  })
  if (t.html) {
    text = text.replace(
      FIELD_TAG,
      (_whole, key: string) =>
        `<span data-key="field:${escapeHtml(key)}">${values.fieldHtml?.(key) ?? escapeHtml(values.fieldText(key))}</span>`,
    )
  }
  return text
}

import { kindOf } from './kind-port'
import type { FieldDef } from '../../page-data'
import { encodeNumber, type NumberLocale } from '../locale/number-locale'
import { escapeHtml } from '../text'

/** A field whose text shows calc or field values. */
export interface DisplayTemplate {
  readonly fieldId: string
  /** html fields wrap values in `<span data-key>`; other types get plain text. */
  readonly html: boolean
  readonly template: string
  readonly calcNames: ReadonlySet<string>
  readonly fieldKeys: ReadonlySet<string>
  /** The template split at its calc tags, read per keystroke instead of matching again. */
  readonly parts: readonly TemplatePart[]
}

/** A piece of a display template: text as written, or a calc tag. */
export type TemplatePart =
  | string
  | {
      readonly name: string
      /** The tag as written (kept for an unknown calc). */
      readonly whole: string
      /** The opening value span of an html display (name escaped once, here). */
      readonly open: string
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
    const html = kindOf(def.type).calcDisplay === 'html'
    const calcNames = new Set([...template.matchAll(CALC_TAG)].map((m) => m[1] as string))
    const fieldKeys = html
      ? new Set([...template.matchAll(FIELD_TAG)].map((m) => m[1] as string))
      : new Set<string>()
    if (calcNames.size > 0 || fieldKeys.size > 0) {
      out.push({
        fieldId: String(def.id),
        html,
        template,
        calcNames,
        fieldKeys,
        parts: splitTemplate(template),
      })
    }
  }
  return out
}

/** Splits a template at its calc tags (what a `replace` of CALC_TAG would visit, in order). */
export function splitTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = []
  let at = 0
  for (const m of template.matchAll(CALC_TAG)) {
    const name = m[1] as string
    if (m.index > at) parts.push(template.slice(at, m.index))
    parts.push({ name, whole: m[0], open: `<span data-key="calc:${escapeHtml(name)}">` })
    at = m.index + m[0].length
  }
  if (at < template.length) parts.push(template.slice(at))
  return parts
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
  let text = ''
  for (const part of t.parts) {
    if (typeof part === 'string') {
      text += part
      continue
    }
    const calc = values.calc(part.name)
    if (!calc) text += part.whole
    else {
      const shown = encodeNumber(Number(calc.value), locale, calc.dec)
      text += t.html ? `${part.open}${shown}</span>` : shown
    }
  }
  // Field tags are replaced in the text with calc values in, as a second pass always did.
  if (t.html && text.includes('{field:')) {
    text = text.replace(
      FIELD_TAG,
      (_whole, key: string) =>
        `<span data-key="field:${escapeHtml(key)}">${values.fieldHtml?.(key) ?? escapeHtml(values.fieldText(key))}</span>`,
    )
  }
  return text
}

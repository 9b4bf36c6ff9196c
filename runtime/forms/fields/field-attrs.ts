/**
 * Small readers for the loosely typed field settings (strings, numbers, 0/1, booleans) and
 * the ids and names of contract section (a).
 */
import type { FieldDef } from '../page-data'

/** A setting as text (`undefined`/`null` → ''). */
export function text(def: FieldDef, key: string): string {
  const v = def[key]
  return v === undefined || v === null ? '' : String(v)
}

/** A 0/1, "0"/"1", boolean or "true" switch. */
export function on(def: FieldDef, key: string): boolean {
  const v = def[key]
  return v === true || v === 1 || v === '1' || v === 'true' || v === 'on'
}

/** A numeric setting, or `fallback` when it is absent or not a number. */
export function num(def: FieldDef, key: string, fallback: number): number {
  const v = def[key]
  if (v === '' || v === undefined || v === null || typeof v === 'boolean') return fallback
  const n = Number(v)
  return Number.isFinite(n) ? n : fallback
}

/** The DOM ids of one field (contract a). */
export interface FieldIds {
  readonly container: string
  readonly wrap: string
  readonly input: string
  readonly label: string
  readonly error: string
  readonly desc: string
}

// Every part of a field asks for its ids on every render; they depend on the id alone.
const idCache = new Map<string, FieldIds>()

/** The DOM ids of one field (contract a: ids other code relies on). */
export function fieldIds(id: string): FieldIds {
  let ids = idCache.get(id)
  if (!ids) {
    ids = {
      container: `nf-field-${id}-container`,
      wrap: `nf-field-${id}-wrap`,
      input: `nf-field-${id}`,
      label: `nf-label-field-${id}`,
      error: `nf-error-${id}`,
      desc: `nf-description-${id}`,
    }
    if (idCache.size >= 5000) idCache.clear()
    idCache.set(id, ids)
  }
  return ids
}

// Element templates whose input is named `custom_name_attribute` or `nf-field-{id}-{type}`;
// every other kind is named `nf-field-{id}` (the original's templates).
const NAMED: ReadonlySet<string> = new Set([
  'textbox',
  'email',
  'firstname',
  'lastname',
  'address',
  'address2',
  'city',
  'zip',
  'tel',
])

// The first element template, which decides the markup (page data: `element_templates`).
function template(def: FieldDef): string {
  const list = def.element_templates
  if (Array.isArray(list) && list.length > 0) return String(list[0])
  return def.type === 'phone' ? 'tel' : def.type
}

/**
 * The input's `name` as the original's element template prints it: text-like templates use
 * `custom_name_attribute`, else `nf-field-{id}-{type}`; every other kind `nf-field-{id}`.
 */
export function inputName(id: string, def: FieldDef): string {
  return NAMED.has(template(def))
    ? text(def, 'custom_name_attribute') || `nf-field-${id}-${def.type}`
    : `nf-field-${id}`
}

/**
 * The `autocomplete` attribute of the templates that print one (text-like inputs, textarea,
 * password): off when disabled, the custom hint, else the kind's `hint` (its descriptor's
 * `autocomplete`) or `on`. The hint is passed in so the kit chunk need not bundle the table.
 */
export function autocompleteFor(def: FieldDef, hint: string | undefined): string | undefined {
  const t = template(def)
  if (!NAMED.has(t) && t !== 'textarea' && t !== 'password') return undefined
  if (on(def, 'disable_browser_autocomplete')) return 'off'
  return text(def, 'custom_autocomplete').trim() || hint || 'on'
}

/** The element classes: `ninja-forms-field nf-element` plus the field's `element_class`. */
export function elementClass(def: FieldDef, extra = ''): string {
  return ['ninja-forms-field', 'nf-element', extra, text(def, 'element_class')]
    .filter(Boolean)
    .join(' ')
}

/** True when a string carries markup or entities and needs the sanitizer to be shown. */
export function hasMarkup(value: string): boolean {
  return /[<&]/.test(value)
}

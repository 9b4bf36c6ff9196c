/**
 * Reads `nfForms` entries (contract section a). The shape is small and flat, so it is checked
 * by hand rather than by running the zod schema: this runs for every field before the first
 * render, and a form of 500 fields must not pay for building and running a general parser.
 * Field objects are passed through as printed (never copied or changed).
 */

import type { FieldDef } from './page-data.schema'

/** A field as the server prints it in `form.fields` (contract section a): its type comes from
 * the zod definition in page-data.schema.ts, which page-data.schema.test.ts holds these
 * checks to. */
export type { FieldDef }

/** A form definition: the id as text, the settings and the fields. */
export interface FormDef {
  readonly id: string
  readonly settings: Record<string, unknown>
  readonly fields: FieldDef[]
}

/** The outcome of reading one `nfForms` entry: a form, or a message for its container. */
export type FormEntry =
  | { readonly ok: true; readonly form: FormDef }
  | { readonly ok: false; readonly id: string | undefined; readonly message: string }

type Kind = 'string' | 'number' | 'boolean'

// Which settings of a field are checked, and the JSON kinds each may have.
const FIELD_KEYS: readonly (readonly [string, readonly Kind[], boolean])[] = [
  ['id', ['number', 'string'], true],
  ['key', ['string'], true],
  ['type', ['string'], true],
  ['label', ['string'], false],
  ['order', ['number', 'string'], false],
  ['value', ['string', 'number'], false],
  ['required', ['boolean', 'number', 'string'], false],
  ['placeholder', ['string', 'number'], false],
]

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

const kindOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)

/** Where a field breaks the contract's shape, as `[path, problem]`, or undefined. */
function fieldProblem(field: unknown, index: number): [string, string] | undefined {
  if (!isObject(field) || Array.isArray(field))
    return [`fields.${index}`, `expected an object, got ${kindOf(field)}`]
  for (const [key, kinds, required] of FIELD_KEYS) {
    const v = field[key]
    if (v === undefined && !required) continue
    if (!kinds.includes(typeof v as Kind))
      return [`fields.${index}.${key}`, `expected ${kinds.join(' or ')}, got ${kindOf(v)}`]
  }
  return undefined
}

/** Where a form breaks the contract's shape, as `[path, problem]`, or undefined. */
function formProblem(
  id: unknown,
  settings: unknown,
  fields: unknown,
): [string, string] | undefined {
  if (typeof id !== 'string' && typeof id !== 'number')
    return ['id', `expected string or number, got ${kindOf(id)}`]
  if (!isObject(settings) || Array.isArray(settings))
    return ['settings', `expected an object, got ${kindOf(settings)}`]
  if (!Array.isArray(fields)) return ['fields', `expected an array, got ${kindOf(fields)}`]
  for (let i = 0; i < fields.length; i++) {
    const problem = fieldProblem(fields[i], i)
    if (problem) return problem
  }
  return undefined
}

/** Reads one `nfForms` entry by its properties (never its indexes). */
export function readFormEntry(entry: unknown): FormEntry {
  const obj = isObject(entry) ? entry : {}
  const { id, settings, fields } = obj
  const problem = formProblem(id, settings, fields)
  if (!problem) {
    return {
      ok: true,
      form: {
        id: String(id),
        settings: settings as Record<string, unknown>,
        // A copy of the list (not of the fields): later pushes to the page's array stay out.
        fields: [...(fields as FieldDef[])],
      },
    }
  }
  const [where, why] = problem
  return {
    ok: false,
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : undefined,
    message: `This form could not be displayed: its definition is invalid at "${where}" (${why}).`,
  }
}

import * as z from 'zod/mini'
import { isRecord } from '../../core/settings'

/** A submit response (contract d), read loosely: empty parts arrive as `[]`. */
export interface SubmitResponse {
  readonly data: Record<string, unknown>
  readonly errors: Record<string, unknown>
  readonly debug: Record<string, unknown>
  /** The body as received, for `submit:response` listeners. */
  readonly raw: unknown
}

const bodySchema = z.looseObject({
  data: z.optional(z.unknown()),
  errors: z.optional(z.unknown()),
  debug: z.optional(z.unknown()),
})

const asRecord = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {})

/** Reads a parsed JSON body; undefined when it is not an object. */
export function readResponse(body: unknown): SubmitResponse | undefined {
  const parsed = bodySchema.safeParse(body)
  if (!parsed.success || !isRecord(body)) return undefined
  const errors = Array.isArray(parsed.data.errors)
    ? // `errors: ["Form does not exist."]` is an invalid-form answer, not field errors.
      parsed.data.errors.length > 0
      ? { invalid: parsed.data.errors }
      : {}
    : asRecord(parsed.data.errors)
  return { data: asRecord(parsed.data.data), errors, debug: asRecord(parsed.data.debug), raw: body }
}

/** `errors.fields` as (field id, slug, message): a plain string means `required-error`. */
export function fieldErrors(errors: Record<string, unknown>): [string, string, string][] {
  return Object.entries(asRecord(errors.fields)).map(([id, e]) => {
    if (isRecord(e)) return [id, String(e.slug ?? 'required-error'), String(e.message ?? '')]
    return [id, 'required-error', String(e ?? '')]
  })
}

/** `errors.form` as (id, message); a list is keyed by position. */
export function formErrors(errors: Record<string, unknown>): [string, string][] {
  const form = errors.form
  if (Array.isArray(form)) return form.map((m, i) => [String(i), String(m)])
  return Object.entries(asRecord(form))
    .filter(([id]) => id !== 'last_admin')
    .map(([id, m]) => [id, String(m)])
}

/** Whether the response carries no error at all (success). */
export function isSuccess(r: SubmitResponse): boolean {
  return Object.keys(r.errors).length === 0
}

/** `debug.form` / `debug.console` as lists of text. */
export function debugLists(r: SubmitResponse): { form: string[]; console: string[] } {
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : [])
  return { form: list(r.debug.form), console: list(r.debug.console) }
}

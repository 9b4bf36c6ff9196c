import * as z from 'zod/mini'

/** A field as the server prints it in `form.fields` (contract section a). */
export const fieldDefSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  key: z.string(),
  type: z.string(),
  label: z.optional(z.string()),
  order: z.optional(z.union([z.number(), z.string()])),
  value: z.optional(z.union([z.string(), z.number()])),
  required: z.optional(z.union([z.boolean(), z.number(), z.string()])),
  placeholder: z.optional(z.union([z.string(), z.number()])),
})

/** One entry of `nfForms`: an Array object with `id`, `settings` and `fields` expandos. */
export const formDefSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  settings: z.record(z.string(), z.unknown()),
  fields: z.array(fieldDefSchema),
})

/** A parsed field definition. */
export type FieldDef = z.infer<typeof fieldDefSchema>
/** A parsed form definition. */
export type FormDef = z.infer<typeof formDefSchema>

/** The outcome of reading one `nfForms` entry: a form, or a message for its container. */
export type FormEntry =
  | { readonly ok: true; readonly form: FormDef }
  | { readonly ok: false; readonly id: string | undefined; readonly message: string }

/** Reads one `nfForms` entry by its properties (never its indexes). */
export function readFormEntry(entry: unknown): FormEntry {
  const obj = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>
  const candidate = { id: obj.id, settings: obj.settings, fields: obj.fields }
  const parsed = formDefSchema.safeParse(candidate)
  if (parsed.success) return { ok: true, form: parsed.data }
  const id = typeof obj.id === 'string' || typeof obj.id === 'number' ? String(obj.id) : undefined
  const issue = parsed.error.issues[0]
  const where = issue ? issue.path.join('.') || 'form' : 'form'
  return {
    ok: false,
    id,
    message: `This form could not be displayed: its definition is invalid at "${where}" (${issue?.message ?? 'invalid'}).`,
  }
}

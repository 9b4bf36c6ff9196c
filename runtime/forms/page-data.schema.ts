import * as z from 'zod/mini'

/**
 * The zod definition of an `nfForms` entry (contract section a): what the front end's types
 * come from. The boot path reads entries with the zod-free checks of page-data.ts, which run
 * for every field before the first render; page-data.schema.test.ts compares those checks
 * with this schema on fixed and fuzzed entries, so the two cannot drift apart.
 */

const idSchema = z.union([z.number(), z.string()])

/** A field as the server prints it in `form.fields`; settings not named here pass through. */
export const fieldDefSchema = z.looseObject({
  id: idSchema,
  key: z.string(),
  type: z.string(),
  label: z.optional(z.string()),
  order: z.optional(z.union([z.number(), z.string()])),
  value: z.optional(z.union([z.string(), z.number()])),
  required: z.optional(z.union([z.boolean(), z.number(), z.string()])),
  placeholder: z.optional(z.union([z.string(), z.number()])),
})

/** One `nfForms` entry: read by its properties (the page pushes arrays with expandos). */
export const formEntrySchema = z.object({
  id: idSchema,
  settings: z.record(z.string(), z.unknown()),
  fields: z.array(fieldDefSchema),
})

/** A field definition as printed. */
export type FieldDef = z.output<typeof fieldDefSchema>

/** A submit reply (contract section c): any JSON object; every member it names is optional. */
export const submitReplySchema = z.looseObject({
  data: z.optional(z.unknown()),
  errors: z.optional(z.unknown()),
  debug: z.optional(z.unknown()),
})

import { z } from 'zod'
import { outcomesSchema } from '../../report/schema'

const t = z.number().int().min(0)
const n = z.number().finite()
const field = z.string().max(2000)

/** One event as the in-page recorder posts it (sim/driver/in-page/recorder.ts). */
export const rawEventSchema = z.discriminatedUnion('k', [
  z.object({ k: z.enum(['move', 'down', 'up', 'touch']), t, x: n, y: n }),
  z.object({
    k: z.literal('click'),
    t,
    target: field,
    role: z.enum(['field', 'select', 'submit', 'other']),
  }),
  z.object({
    k: z.enum(['keydown', 'keyup']),
    t,
    field,
    key: z.string().min(1).max(40).optional(),
    n: z.number().int().min(0).optional(),
  }),
  z.object({
    k: z.literal('input'),
    t,
    field,
    inputType: z.string().max(60),
    data: z.string().optional(),
    value: z.string().optional(),
  }),
  z.object({ k: z.literal('paste'), t, field, text: z.string() }),
  z.object({ k: z.literal('change'), t, field, values: z.array(z.string()) }),
  z.object({ k: z.literal('wheel'), t, dy: n }),
  z.object({ k: z.literal('scroll'), t, y: n }),
  z.object({ k: z.enum(['focus', 'submit']), t, field }),
  z.object({ k: z.literal('error'), t, message: z.string() }),
])

/** One batch the recorder posts to `/__bramble/record`. */
export const rawBatchSchema = z.object({
  doc: z.string().min(1).max(200),
  seq: z.number().int().min(0),
  page: z.object({
    url: z.string(),
    timeOrigin: z.number(),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
    mobile: z.boolean(),
    touch: z.boolean(),
    scrollY: z.number(),
  }),
  events: z.array(rawEventSchema),
  outcomes: outcomesSchema.optional(),
  /** Names of the anti-spam runtime's cookies and storage entries present (never values). */
  runtime: z.array(z.string()).optional(),
})

/** One posted batch, validated. */
export type RawBatch = z.infer<typeof rawBatchSchema>
/** One posted event, validated. */
export type RawEvent = z.infer<typeof rawEventSchema>

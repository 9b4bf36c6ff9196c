import { z } from 'zod'
import type { Recording } from '../actors/recorded'

const t = z.number().int().min(0).describe('visitor time: ms since the page started loading')
const n = z.number()
const target = z.string().min(1)

/** One recorded event (sim/actors/recorded.ts): an actor event, typed keys without their character. */
export const recordedEventSchema = z.discriminatedUnion('type', [
  z.object({ t, type: z.literal('move'), x: n, y: n }).strict(),
  z.object({ t, type: z.literal('down'), x: n, y: n }).strict(),
  z.object({ t, type: z.literal('up'), x: n, y: n }).strict(),
  z.object({ t, type: z.literal('touch'), x: n, y: n }).strict(),
  z
    .object({
      t,
      type: z.enum(['keydown', 'keyup']),
      key: z.string().min(1).optional().describe('a named key; absent for a typed character'),
      n: z.number().int().min(0).optional().describe('which typed key (its character: the text)'),
      field: target.optional(),
    })
    .strict(),
  z
    .object({
      t,
      type: z.literal('set-value'),
      target,
      value: z.string(),
      events: z.enum(['input-change', 'none']),
    })
    .strict(),
  z.object({ t, type: z.literal('paste'), target, text: z.string() }).strict(),
  z
    .object({
      t,
      type: z.literal('select'),
      target,
      values: z.array(z.string()),
      events: z.enum(['input-change', 'none']),
    })
    .strict(),
  z.object({ t, type: z.literal('scroll'), dy: n }).strict(),
  z.object({ t, type: z.enum(['focus', 'submit']), target }).strict(),
])

/** A person's visit as `bramble record` wrote it: replayed exactly by the `recorded` actor. */
export const recordingSchema = z
  .object({
    epochMs: z.number().int().describe("what the person's Date.now() read at visitor time 0"),
    viewport: z
      .object({
        width: z.number().int().min(100).max(10_000),
        height: z.number().int().min(100).max(10_000),
        mobile: z.boolean().optional(),
        touch: z.boolean().optional(),
      })
      .strict(),
    steps: z
      .array(z.array(recordedEventSchema))
      .describe('the events of each step that acts (not waitFor or snapshot), in order'),
  })
  .strict()

// The schema and the actor's type describe the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const sameShape: Same<z.infer<typeof recordingSchema>['viewport'], Recording['viewport']> = true
void sameShape

import { z } from 'zod'
import { ACTOR_KINDS } from '../actors/create-actor'
import { siteKnobsSchema } from '../site/knobs'
import { sitePolicySchema } from '../site/server-policy-schema'
import { expectationSchema } from './expectations'
import { recordingSchema } from './recording'
import { stepSchema } from './steps'

export { stepSchema, type Step } from './steps'
export { expectationSchema, type Expectation, FIDELITY_SIGNALS } from './expectations'

/** The actor and its parameters. */
export const actorSchema = z
  .object({
    kind: z.enum(ACTOR_KINDS).describe('who visits: a human or one of the bots (docs/bot-zoo.md)'),
    params: z
      .object({
        typing: z
          .object({
            medianMs: z.number().min(20).max(2000).optional(),
            sigma: z.number().min(0).max(2).optional(),
            pauseChance: z.number().min(0).max(1).optional(),
            typoChance: z.number().min(0).max(1).optional(),
          })
          .strict()
          .optional()
          .describe('human: typing rhythm'),
        intervalMs: z.number().int().min(1).max(5000).optional().describe('constant-typer'),
        recordingSeed: z
          .number()
          .int()
          .optional()
          .describe('replay, replay-jitter: the recorded trail'),
        waitMs: z
          .number()
          .int()
          .min(0)
          .max(600_000)
          .optional()
          .describe('patient-bot: how long it waits before submitting (ms)'),
        recording: z
          .union([
            recordingSchema,
            z
              .string()
              .min(1)
              .describe('a scenario file `bramble record` wrote, relative to this one'),
          ])
          .optional()
          .describe(
            "recorded (required), replay-jitter: a person's recorded visit (`bramble record`)",
          ),
      })
      .strict()
      .default({}),
  })
  .strict()
  .refine((a) => a.kind !== 'recorded' || a.params.recording !== undefined, {
    message: 'the recorded actor needs params.recording (a file `bramble record` wrote)',
    path: ['params', 'recording'],
  })

/** A scenario file (YAML or JSON). */
export const scenarioSchema = z
  .object({
    $schema: z.string().optional().describe('the JSON Schema, for editors'),
    name: z.string().min(1),
    description: z.string().optional(),
    tags: z.array(z.string()).default([]),
    seed: z.number().int().default(1).describe('every random choice derives from it'),
    page: z
      .object({
        fixture: z.string().min(1).optional().describe('a page fixture id, see `bramble serve`'),
        nff: z
          .string()
          .min(1)
          .optional()
          .describe('a form-builder .nff export, relative to the scenario file'),
        query: z
          .record(z.string(), z.string())
          .default({})
          .describe('query string of the page URL'),
        cookies: z
          .record(z.string().regex(/^[^\s=;,]+$/, 'a cookie name'), z.string())
          .default({})
          .describe(
            'cookies the browser already holds for the site (e.g. a session from an earlier visit)',
          ),
        localStorage: z
          .record(z.string().min(1), z.string())
          .default({})
          .describe(
            "localStorage entries the site's origin already holds when the visit starts (kept if a script changes them)",
          ),
        site: siteKnobsSchema.prefault({}),
      })
      .strict()
      .refine((p) => (p.fixture === undefined) !== (p.nff === undefined), {
        message: 'give exactly one of `fixture` and `nff`',
      }),
    server: sitePolicySchema.prefault({}).describe('how the mocked server behaves'),
    actor: actorSchema.prefault({ kind: 'human' }),
    steps: z.array(stepSchema).default([]),
    expect: z.array(expectationSchema).min(1, 'a scenario must expect at least one outcome'),
    timeoutMs: z
      .number()
      .int()
      .min(100)
      .max(600_000)
      // Generous: it catches hangs; a scenario's speed is the bench's business, and a shared
      // 2-core machine under load takes 25–30 s of wall time for the longest scenarios.
      .default(60_000)
      .describe('hard wall-time limit for the whole scenario'),
  })
  .strict()

/** A parsed scenario with defaults applied. */
export type Scenario = z.infer<typeof scenarioSchema>

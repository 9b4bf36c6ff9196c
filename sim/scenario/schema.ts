import { z } from 'zod'
import { siteKnobsSchema } from '../site/knobs'
import { sitePolicySchema } from '../site/policy'

const selector = z.string().min(1).describe('a CSS selector')

/** One step an actor performs. */
export const stepSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('click'), target: selector }).strict(),
  z
    .object({
      action: z.literal('type'),
      target: selector,
      text: z.string(),
      delayMs: z.number().int().min(0).max(5000).default(60),
    })
    .strict(),
  z.object({ action: z.literal('wait'), ms: z.number().int().min(0).max(600_000) }).strict(),
  z
    .object({
      action: z.literal('waitFor'),
      target: selector,
      timeoutMs: z.number().int().min(1).default(5000),
    })
    .strict(),
])

/** What a scenario expects to hold when its steps are done. */
export const expectationSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('cookie'),
      name: z.string().min(1),
      present: z.boolean().default(true),
      matches: z.string().optional().describe('a regular expression the decoded value must match'),
    })
    .strict(),
  z
    .object({
      kind: z.literal('dom'),
      target: selector,
      present: z.boolean().default(true),
      text: z.string().optional().describe('text the element must contain'),
    })
    .strict(),
])

/** A scenario file (YAML or JSON). */
export const scenarioSchema = z
  .object({
    name: z.string().min(1),
    description: z.string().optional(),
    tags: z.array(z.string()).default([]),
    seed: z.number().int().default(1),
    page: z
      .object({
        fixture: z.string().min(1).describe('a page fixture id, see `bramble serve`'),
        site: siteKnobsSchema.prefault({}),
      })
      .strict(),
    server: sitePolicySchema.prefault({}).describe('how the mocked server behaves'),
    actor: z
      .object({ kind: z.literal('scripted') })
      .strict()
      .prefault({ kind: 'scripted' }),
    steps: z.array(stepSchema).default([]),
    expect: z.array(expectationSchema).min(1, 'a scenario must expect at least one outcome'),
    timeoutMs: z.number().int().min(100).max(600_000).default(30_000),
  })
  .strict()

/** A parsed scenario with defaults applied. */
export type Scenario = z.infer<typeof scenarioSchema>
/** One parsed step. */
export type Step = z.infer<typeof stepSchema>
/** One parsed expectation. */
export type Expectation = z.infer<typeof expectationSchema>

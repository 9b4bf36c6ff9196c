import { z } from 'zod'
import { requestMatchSchema } from '../site/server-policy-schema'
import { selector } from './steps'

const regex = z
  .string()
  .refine((s) => {
    try {
      new RegExp(s)
      return true
    } catch {
      return false
    }
  }, 'a valid regular expression')
  .describe('a regular expression')

const kind = <K extends string, T extends z.ZodRawShape>(name: K, shape: T, about: string) =>
  z
    .object({ kind: z.literal(name), ...shape })
    .strict()
    .describe(about)

/** Signals whose capture is checked against the actor's ground truth. */
export const FIDELITY_SIGNALS = [
  'pointer-samples',
  'key-count',
  'first-key-time',
  'autofill-flag',
  'paste-flag',
  'visible-fields',
  'recording',
] as const

/** What a scenario expects once its steps are done. */
export const expectationSchema = z.discriminatedUnion('kind', [
  kind(
    'cookie',
    {
      name: z.string().min(1),
      present: z.boolean().default(true),
      matches: regex.optional().describe('a regular expression the decoded value must match'),
    },
    'a cookie in the browser',
  ),
  kind(
    'storage',
    {
      area: z.enum(['local', 'session']).default('local'),
      key: z.string().min(1),
      present: z.boolean().default(true),
      matches: regex.optional(),
    },
    'a localStorage or sessionStorage entry (raw string)',
  ),
  kind(
    'dom',
    {
      target: selector,
      present: z.boolean().default(true),
      text: z.string().optional().describe('text the element must contain'),
      visible: z.boolean().optional().describe('whether the element must be visible'),
    },
    'an element in the page',
  ),
  kind(
    'request',
    {
      match: requestMatchSchema,
      count: z.number().int().min(0).optional().describe('exact number of matching requests'),
      min: z.number().int().min(0).optional().describe('at least this many (default 1)'),
      fields: z
        .record(z.string(), regex)
        .optional()
        .describe(
          'body fields one matching request must carry, matching these patterns (JSON bodies by dotted path, e.g. `requests.0.body.id`; JSON values as JSON text)',
        ),
      absent: z.array(z.string()).optional().describe('body fields it must not carry'),
      url: regex
        .optional()
        .describe('a regular expression the URL as received (path and query) must match'),
    },
    'requests the mock server received',
  ),
  kind(
    'outcome',
    {
      what: z.enum([
        'popup',
        'modal',
        'indicator',
        'badge-popup',
        'form-error',
        'success',
        'submit-button',
        'page-stop',
      ]),
      state: z
        .string()
        .optional()
        .describe(
          'popup/modal/badge-popup: open|closed; indicator: load|good|bad|none; submit-button: enabled|disabled; page-stop: stopped|running',
        ),
      text: z
        .string()
        .optional()
        .describe(
          'text it must contain (page-stop: "modal open" or "modal closed" when it stopped)',
        ),
      at: z
        .string()
        .min(1)
        .optional()
        .describe('the name of a `snapshot` step: judge what the visitor saw then, not at the end'),
    },
    'a user-visible outcome of the runtimes',
  ),
  kind(
    'fidelity',
    {
      signal: z.enum(FIDELITY_SIGNALS),
      field: selector.optional().describe('key-count / flags: the field the actor typed into'),
      count: z.number().int().min(0).optional().describe('visible-fields: the visible field count'),
      toleranceMs: z.number().int().min(0).default(0).describe('pointer-samples: time tolerance'),
    },
    "a captured signal equals what the actor really did (from the runtime's storage and the requests, never from the driver)",
  ),
  kind(
    'verdict',
    {
      is: z.enum(['bot', 'human']),
      reason: z.string().optional().describe('text one of the reasons must contain'),
    },
    'the reference verdict over the captured signals',
  ),
  kind('page-errors', { count: z.number().int().min(0).default(0) }, 'uncaught page errors'),
])

/** One parsed expectation. */
export type Expectation = z.infer<typeof expectationSchema>

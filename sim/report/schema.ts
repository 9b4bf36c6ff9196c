import { z } from 'zod'

/** Version of the report format; bumped on any incompatible change. */
export const REPORT_SCHEMA_VERSION = 1

/** The outcome of one expectation. */
export const expectationResultSchema = z.object({
  description: z.string(),
  passed: z.boolean(),
  expected: z.string(),
  actual: z.string(),
})

/** What the run captured from the page and the mock server. */
export const capturedSchema = z.object({
  cookies: z.record(z.string(), z.string()),
  localStorage: z.record(z.string(), z.string()),
  console: z.array(z.object({ type: z.string(), text: z.string() })),
  pageErrors: z.array(z.string()),
  requests: z.array(
    z.object({ seq: z.number(), method: z.string(), path: z.string(), body: z.unknown() }),
  ),
})

/** One scenario's result. */
export const scenarioResultSchema = z.object({
  id: z.string(),
  file: z.string(),
  name: z.string(),
  tags: z.array(z.string()),
  status: z.enum(['passed', 'failed', 'error']),
  startedAt: z.string(),
  durationMs: z.number(),
  expectations: z.array(expectationResultSchema),
  captured: capturedSchema,
  error: z.string().optional(),
})

/** `reports/<run-id>/report.json`. */
export const reportSchema = z.object({
  schemaVersion: z.literal(REPORT_SCHEMA_VERSION),
  tool: z.literal('bramble'),
  runId: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  durationMs: z.number(),
  browser: z.object({ executablePath: z.string(), source: z.string(), version: z.string() }),
  summary: z.object({
    total: z.number(),
    passed: z.number(),
    failed: z.number(),
    errors: z.number(),
  }),
  scenarios: z.array(scenarioResultSchema),
})

/** A run report. */
export type Report = z.infer<typeof reportSchema>
/** One scenario's result. */
export type ScenarioResult = z.infer<typeof scenarioResultSchema>
/** One expectation's result. */
export type ExpectationResult = z.infer<typeof expectationResultSchema>
/** Captured page and server state. */
export type Captured = z.infer<typeof capturedSchema>

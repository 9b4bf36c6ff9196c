import { z } from 'zod'

/** Version of the report format; bumped on any incompatible change. */
export const REPORT_SCHEMA_VERSION = 1

/**
 * How a scenario ended: its expectations held (`passed`) or not (`failed`), it could not
 * run to the end (`error`), or it was not run, for a stated reason (`skipped`: e.g. it needs
 * the mocked site and the run was against a real one). Skipped is not a failure.
 * `infra-error`: its browser went away (a dropped DevTools connection, a crashed browser)
 * on the first run and again on the one retry: the infrastructure failed, not the scenario.
 */
export const scenarioStatusSchema = z.enum(['passed', 'failed', 'error', 'skipped', 'infra-error'])

/** The outcome of one expectation. */
export const expectationResultSchema = z.object({
  description: z.string(),
  passed: z.boolean(),
  expected: z.string(),
  actual: z.string(),
})

/** A request the mock server received, with its parsed body. */
export const recordedRequestSchema = z.object({
  seq: z.number(),
  method: z.string(),
  path: z.string(),
  /** The query string as received (`?a=1&b=2`), when there was one. */
  search: z.string().optional(),
  body: z.unknown(),
  /** Visitor time it arrived at (ms, on the site clock). */
  at: z.number().optional(),
  /** The fault the server policy injected into its reply. */
  fault: z.string().optional(),
})

/** User-visible outcomes of the runtimes. */
export const outcomesSchema = z.object({
  popup: z.object({ open: z.boolean(), text: z.string() }),
  modal: z.object({ open: z.boolean(), text: z.string() }),
  indicator: z.enum(['load', 'good', 'bad', 'none']),
  indicatorText: z.string(),
  badges: z.number(),
  badgePopupOpen: z.boolean(),
  formErrors: z.array(z.string()),
  success: z.string(),
  submitButton: z.object({ present: z.boolean(), disabled: z.boolean(), label: z.string() }),
  /** `window.stop()` called by a page script (absent in older reports). */
  pageStop: z.object({ stopped: z.boolean(), modalOpen: z.boolean() }).optional(),
})

/** What the page's observer saw of the visitor (sim/driver/in-page/observer.ts). */
export const observedSchema = z.object({
  moves: z.array(z.tuple([z.number(), z.number(), z.number()])),
  keys: z.array(z.tuple([z.string(), z.number(), z.string()])),
  inputs: z.array(z.tuple([z.string(), z.number(), z.string(), z.boolean()])),
  pastes: z.array(z.tuple([z.number(), z.string()])),
  wheels: z.number(),
})

/** What the run captured from the page and the mock server. */
export const capturedSchema = z.object({
  cookies: z.record(z.string(), z.string()),
  localStorage: z.record(z.string(), z.string()),
  sessionStorage: z.record(z.string(), z.string()).optional(),
  /** `at`: visitor time the line was printed (ms; absent in older reports). */
  console: z.array(z.object({ type: z.string(), text: z.string(), at: z.number().optional() })),
  pageErrors: z.array(z.string()),
  requests: z.array(recordedRequestSchema),
  /** The runtime's signals as it stored or sent them (name → value). */
  signals: z.record(z.string(), z.unknown()).optional(),
  outcomes: outcomesSchema.optional(),
  /** What the visitor saw at each `snapshot` step, by name. */
  snapshots: z.record(z.string(), outcomesSchema).optional(),
  /**
   * What the page observed of the visitor (replays of a recording only): every mousemove
   * `[x, y, ms]`, key `[type, ms, field]`, input `[inputType, ms, field, trusted]`, paste
   * `[ms, field]`, and the number of wheel turns.
   */
  observed: observedSchema.optional(),
})

/** One reason of the reference verdict. */
export const verdictReasonSchema = z.object({
  rule: z.string(),
  score: z.number(),
  reason: z.string(),
})

/** The reference verdict (a model for testing, not the server's decision). */
export const verdictSchema = z.object({
  label: z.enum(['bot', 'human']),
  score: z.number(),
  // Plain strings are accepted from reports written before reasons named their rule.
  reasons: z.array(z.union([verdictReasonSchema, z.string()])),
  /** The captured signals it judged. */
  input: z.record(z.string(), z.unknown()).optional(),
})

/** A screenshot of the visitor's viewport as a `data:image/webp;base64,…` URI. */
const imageSchema = z.string().startsWith('data:image/')

/**
 * What happened when, for the report's timeline: the steps with their visitor times, the
 * storage writes of the page's scripts (where the runtimes keep their signals), page
 * errors, a filmstrip frame after each step, and the shot the pointer trail is drawn over
 * (the page just before the first submission, else at the end). Times are visitor ms.
 */
export const traceSchema = z.object({
  steps: z.array(
    z.object({
      index: z.number(),
      action: z.string(),
      label: z.string(),
      startMs: z.number(),
      endMs: z.number(),
    }),
  ),
  writes: z.array(
    z.object({
      at: z.number(),
      store: z.enum(['cookie', 'localStorage', 'sessionStorage']),
      key: z.string(),
      /** '' when the entry was removed; long values are cut. */
      value: z.string(),
    }),
  ),
  errors: z.array(z.object({ at: z.number(), text: z.string() })),
  frames: z.array(z.object({ step: z.number(), at: z.number(), image: imageSchema })),
  shot: z.object({ at: z.number(), image: imageSchema }).optional(),
})

/** One scenario's result. */
export const scenarioResultSchema = z.object({
  id: z.string(),
  file: z.string(),
  name: z.string(),
  tags: z.array(z.string()),
  status: scenarioStatusSchema,
  /** Why a skipped scenario was not run. */
  skipReason: z.string().optional(),
  startedAt: z.string(),
  durationMs: z.number(),
  expectations: z.array(expectationResultSchema),
  captured: capturedSchema,
  error: z.string().optional(),
  seed: z.number().optional(),
  actor: z
    .object({
      kind: z.string(),
      isBot: z.boolean().optional(),
      environment: z.object({ webdriver: z.boolean(), userAgent: z.string() }).optional(),
    })
    .optional(),
  steps: z.array(z.record(z.string(), z.unknown())).optional(),
  /** What the actor did, planned before dispatch. */
  groundTruth: z
    .object({
      summary: z.record(z.string(), z.unknown()),
      events: z.array(z.record(z.string(), z.unknown())),
    })
    .optional(),
  verdict: verdictSchema.optional(),
  timings: z
    .object({
      clock: z.enum(['virtual', 'realtime']),
      wallMs: z.number(),
      visitorMs: z.number(),
      notes: z.array(z.string()),
      /** Wall time of each task of the run (start the site, open the tab, …), ms. */
      tasks: z.record(z.string(), z.number()).optional(),
    })
    .optional(),
  layout: z.object({ width: z.number(), height: z.number() }).optional(),
  /** The DevTools endpoint that ran it (`local` for a launched browser). */
  browserEndpoint: z.string().optional(),
  trace: traceSchema.optional(),
  /**
   * The browser was lost during the first run (why), and the scenario ran once more on a
   * fresh connection: the result shown is that second run's. Never counted as flaky.
   */
  infraRetry: z.object({ error: z.string() }).optional(),
  /** With --repeat: every run's status, and whether they differed. */
  runs: z.array(z.object({ status: scenarioStatusSchema })).optional(),
  flaky: z.boolean().optional(),
})

const intervalSchema = z.object({ rate: z.number().nullable(), low: z.number(), high: z.number() })

/** One kind of visitor of a population, and how often the reference verdict called it bot. */
export const populationKindSchema = z.object({
  kind: z.string(),
  isBot: z.boolean(),
  visitors: z.number(),
  /** Visits that ended without a verdict (an error): not counted in the rate. */
  errors: z.number(),
  calledBot: z.number(),
  /** Bots: detection rate; people: false-positive rate; with its 95 % Wilson interval. */
  botRate: intervalSchema,
})

/** `bramble population`: per-kind rates with confidence intervals and the score's curve. */
export const populationSchema = z.object({
  fixture: z.string(),
  visitors: z.number(),
  /** The mix as given: kind → weight. */
  mix: z.record(z.string(), z.number()),
  seedBase: z.number(),
  threshold: z.number(),
  kinds: z.array(populationKindSchema),
  detection: intervalSchema.extend({ bots: z.number() }),
  falsePositive: intervalSchema.extend({ people: z.number() }),
  /** Detection against false positives over thresholds of the reference score. */
  roc: z.array(
    z.object({
      threshold: z.number().nullable(),
      detectionRate: z.number(),
      falsePositiveRate: z.number(),
    }),
  ),
  auc: z.number().nullable(),
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
    skipped: z.number().optional(),
    flaky: z.number().optional(),
    /** Scenarios whose browser went away twice (status `infra-error`). */
    infraErrors: z.number().optional(),
  }),
  /** How the run was made: clock, seed override, repeats. */
  options: z
    .object({
      clock: z.enum(['virtual', 'realtime']),
      seed: z.number().optional(),
      repeat: z.number(),
      /** The real site the run visited (`bramble run --site`); absent: the mocked site. */
      site: z.string().optional(),
    })
    .optional(),
  scenarios: z.array(scenarioResultSchema),
  population: populationSchema.optional(),
})

/** A run report. */
export type Report = z.infer<typeof reportSchema>
/** How a scenario ended. */
export type ScenarioStatus = z.infer<typeof scenarioStatusSchema>
/** One scenario's result. */
export type ScenarioResult = z.infer<typeof scenarioResultSchema>
/** One expectation's result. */
export type ExpectationResult = z.infer<typeof expectationResultSchema>
/** Captured page and server state. */
export type Captured = z.infer<typeof capturedSchema>
/** User-visible outcomes. */
export type Outcomes = z.infer<typeof outcomesSchema>
/** A scenario's timeline and filmstrip. */
export type ScenarioTrace = z.infer<typeof traceSchema>
/** A population's statistics as reported. */
export type PopulationStats = z.infer<typeof populationSchema>
/** The reference verdict as reported. */
export type VerdictReport = z.infer<typeof verdictSchema>

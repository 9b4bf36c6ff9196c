/**
 * The reference verdict's input: captured signals only, as the page and the mock server saw
 * them. It has no actor name and no scenario id on purpose: the verdict must judge what was
 * observed, not who the simulator says played.
 */
export interface VerdictSignals {
  /** The page's scripts ran (false: a form posted without the page ever running). */
  readonly javascript: boolean
  readonly webdriver: boolean | null
  readonly headlessUserAgent: boolean | null
  /** mousemove events before the submission. */
  readonly pointerMoves: number
  /** Consecutive mousemove samples more than 150 px apart (the pointer teleported). */
  readonly pointerJumps: number
  /** Median path-length / chord ratio of the longer pointer strokes (1 = a ruler line). */
  readonly pointerStraightness: number | null
  readonly touches: number
  readonly keyCount: number
  /** keydown-to-keydown intervals (ms) within a field (not across a move to the next field). */
  readonly keyIntervalsMs: readonly number[]
  /** The runtime's own typing record of the comment field, when it sent one. */
  readonly runtimeTyping: { readonly countOfKey: number; readonly speedDelta: number } | null
  readonly pastes: number
  /** input events without inputType (browser autofill). */
  readonly autofillInputs: number
  readonly filledFields: number
  /** Filled fields that never saw an input event: values set by script. */
  readonly filledWithoutInput: number
  /** From page load to the first submission (ms), if there was one. */
  readonly timeToSubmitMs: number | null
  readonly invisibleFilled: number
  readonly honeypotFilled: boolean
  /**
   * Per field typed into after a pointer reach: ms from the pointer's last move to the
   * field's first key (a person settles first; a script types at once).
   */
  readonly reachToTypeMs: readonly number[]
  /** Globals an automation driver left in the page (`cdc_…` and the like). */
  readonly automationGlobals: readonly string[]
}

/** One rule's finding. */
export interface RuleResult {
  readonly score: number
  readonly reason: string
}

/** A verdict rule: a pure function of the signals; nothing when it has no opinion. */
export type Rule = (s: VerdictSignals) => RuleResult | undefined

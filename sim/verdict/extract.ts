import type { VerdictSignals } from './signals'

/** What the in-page observer recorded (see sim/driver/in-page/observer.ts). */
export interface ObservedPage {
  readonly webdriver: boolean
  readonly userAgent: string
  readonly moves: readonly (readonly [number, number, number])[]
  readonly keys: readonly (readonly [string, number, string])[]
  readonly inputs: readonly (readonly [string, number, string, boolean])[]
  readonly pastes: readonly (readonly [number, string])[]
  readonly submits: readonly number[]
  readonly touches: number
  readonly fields: readonly {
    readonly field: string
    readonly filled: boolean
    readonly visible: boolean
    readonly honeypot: boolean
  }[]
  /** Automation globals found in the page (absent in records from before it was observed). */
  readonly automation?: readonly string[]
}

/** The runtime's own typing record, when it stored or sent one. */
export interface RuntimeTyping {
  readonly countOfKey?: number
  readonly speedDelta?: number
}

function straightness(moves: ObservedPage['moves']): number | null {
  // Strokes are runs of samples without a pause over 100 ms; only long ones say anything.
  const ratios: number[] = []
  let start = 0
  for (let i = 1; i <= moves.length; i++) {
    const gap = i === moves.length || moves[i]![2] - moves[i - 1]![2] > 100
    if (!gap) continue
    const stroke = moves.slice(start, i)
    start = i
    if (stroke.length < 4) continue
    const a = stroke[0]!
    const b = stroke.at(-1)!
    const chord = Math.hypot(b[0] - a[0], b[1] - a[1])
    if (chord < 100) continue
    let length = 0
    for (let j = 1; j < stroke.length; j++)
      length += Math.hypot(stroke[j]![0] - stroke[j - 1]![0], stroke[j]![1] - stroke[j - 1]![1])
    ratios.push(length / chord)
  }
  if (ratios.length === 0) return null
  ratios.sort((x, y) => x - y)
  return ratios[Math.floor(ratios.length / 2)]!
}

/**
 * Keydown-to-keydown intervals within each field: the move from one field to the next is a
 * reach, not part of the typing rhythm, and would make an even typist look uneven.
 */
function keyIntervals(downs: ObservedPage['keys']): number[] {
  const out: number[] = []
  for (let i = 1; i < downs.length; i++)
    if (downs[i]![2] === downs[i - 1]![2]) out.push(downs[i]![1] - downs[i - 1]![1])
  return out
}

/**
 * For each field typed into after a pointer reach: ms from the last pointer move before the
 * field's first key to that key. A person lets go of the mouse, looks and then types; a
 * field reached by keyboard (no move since the previous key) says nothing.
 */
function reachToType(moves: ObservedPage['moves'], downs: ObservedPage['keys']): number[] {
  const out: number[] = []
  for (let i = 0; i < downs.length; i++) {
    const [, t, field] = downs[i]!
    const previous = downs[i - 1]
    if (previous && previous[2] === field) continue
    const since = previous?.[1] ?? -Infinity
    let last: number | undefined
    for (const m of moves) if (m[2] <= t && m[2] > since) last = m[2]
    if (last !== undefined) out.push(t - last)
  }
  return out
}

/**
 * Turns what the page observed into the verdict's signals. `page` is null when no page
 * ran (a raw HTTP post).
 */
export function extractSignals(
  page: ObservedPage | null,
  runtime: RuntimeTyping = {},
): VerdictSignals {
  if (!page) {
    return {
      javascript: false,
      webdriver: null,
      headlessUserAgent: null,
      pointerMoves: 0,
      pointerJumps: 0,
      pointerStraightness: null,
      touches: 0,
      keyCount: 0,
      keyIntervalsMs: [],
      runtimeTyping: null,
      pastes: 0,
      autofillInputs: 0,
      filledFields: 0,
      filledWithoutInput: 0,
      timeToSubmitMs: null,
      invisibleFilled: 0,
      honeypotFilled: false,
      reachToTypeMs: [],
      automationGlobals: [],
    }
  }
  const submitAt = page.submits.length > 0 ? Math.min(...page.submits) : Infinity
  const moves = page.moves.filter((m) => m[2] <= submitAt)
  let jumps = 0
  for (let i = 1; i < moves.length; i++)
    if (Math.hypot(moves[i]![0] - moves[i - 1]![0], moves[i]![1] - moves[i - 1]![1]) > 150) jumps++
  const downs = page.keys.filter((k) => k[0] === 'keydown')
  const touched = new Set(page.inputs.map((i) => i[2]))
  const filled = page.fields.filter((f) => f.filled)
  return {
    javascript: true,
    webdriver: page.webdriver,
    headlessUserAgent: /HeadlessChrome/.test(page.userAgent),
    pointerMoves: moves.length,
    pointerJumps: jumps,
    pointerStraightness: straightness(moves),
    touches: page.touches,
    keyCount: downs.length,
    keyIntervalsMs: keyIntervals(downs),
    runtimeTyping:
      runtime.countOfKey !== undefined && runtime.speedDelta !== undefined
        ? { countOfKey: runtime.countOfKey, speedDelta: runtime.speedDelta }
        : null,
    pastes: page.pastes.length,
    autofillInputs: page.inputs.filter((i) => i[0] === '').length,
    filledFields: filled.length,
    filledWithoutInput: filled.filter((f) => !touched.has(f.field)).length,
    timeToSubmitMs: Number.isFinite(submitAt) ? submitAt : null,
    invisibleFilled: filled.filter((f) => !f.visible && !f.honeypot).length,
    honeypotFilled: filled.some((f) => f.honeypot),
    reachToTypeMs: reachToType(moves, downs),
    automationGlobals: [...(page.automation ?? [])],
  }
}

import { DESKTOP, type Actor } from './actor'
import { planBot, type BotStyle } from './bot-planner'
import type { BotParams } from './bots'
import { createRng } from './rng'

/** A plain form script: values set by script, no pointer, no keys. */
const STYLE: BotStyle = {
  pointer: 'none',
  input: 'set',
  keyIntervalMs: 0,
  keyHoldMs: 0,
  stepGapMs: 20,
}

/** How long it sits on the page before submitting, unless the scenario says (ms). */
export const PATIENT_WAIT_MS: readonly [number, number] = [20_000, 40_000]

/**
 * A bot that waits out any time-to-submit rule (docs/bot-zoo.md): it fills the form by
 * script at once, then sits on the page for 20–40 s (seeded; `waitMs` fixes it) before it
 * submits. Only its timing is disguised.
 */
export function patientBot(seed: number, params: BotParams): Actor {
  const rng = createRng(seed, 'patient-bot')
  const waitMs = Math.round(params.waitMs ?? rng.between(...PATIENT_WAIT_MS))
  let waited = false
  return {
    kind: 'patient-bot',
    environment: DESKTOP,
    runsJavaScript: true,
    plan(step, state) {
      if (step.action !== 'submit' || waited) return planBot(STYLE, step, state)
      waited = true
      return planBot(STYLE, step, { ...state, t: state.t + waitMs })
    },
  }
}

import { after, desktopActor, type Actor, type ActorOptions, type Plan } from './actor'
import type { ActorEvent, ActorState, PlannedStep, Target } from './events'
import { planHuman } from './human'
import { humanMove } from './pointer-path'
import type { Rng } from './rng'
import { HUMAN_TYPING, humanKeys, type TypingModel } from './typing'

/** A person's key rhythm with nothing a person adds to it: no hesitations, no typos. */
const MIMIC_TYPING: TypingModel = { ...HUMAN_TYPING, pauseChance: 0, typoChance: 0 }

/** A human-shaped reach and click, started at once and pressed the moment the pointer stops. */
function reachAndClick(rng: Rng, state: ActorState, target: Target, intervalMs: number) {
  const t0 = state.t + rng.between(5, 30)
  const moves = humanMove(state.cursor, target.box, t0, rng, intervalMs)
  const end = moves.at(-1)
  const at = end?.type === 'move' ? end : { t: t0, x: state.cursor.x, y: state.cursor.y }
  const down = Math.round(at.t + rng.between(10, 25))
  const up = Math.round(down + rng.logNormal(60, 0.2))
  const events: ActorEvent[] = [
    ...moves,
    { t: down, type: 'down', x: at.x, y: at.y },
    { t: up, type: 'up', x: at.x, y: at.y },
  ]
  return events
}

/**
 * Plans a step as a bot that copies the measurable shape of a person: curved, bell-shaped,
 * Fitts-timed pointer paths and log-normal key intervals. What it leaves out is what a
 * person does between actions: no reading pause before a step, no settling between the
 * click and the first key, no hesitation pauses, no typos corrected with Backspace.
 */
function planMimic(
  rng: Rng,
  step: PlannedStep,
  state: ActorState,
  intervalMs: number,
): Plan | undefined {
  if (step.action === 'click' || step.action === 'submit') {
    const events = reachAndClick(rng, state, step.target, intervalMs)
    return { events, state: after(state, events, step.target.selector) }
  }
  if (step.action === 'move') {
    const t0 = state.t + rng.between(5, 30)
    const events = humanMove(state.cursor, step.target.box, t0, rng, intervalMs)
    return { events, state: after(state, events) }
  }
  if (step.action === 'type') {
    const reach =
      state.focused === step.target.selector
        ? []
        : reachAndClick(rng, state, step.target, intervalMs)
    const start = (reach.at(-1)?.t ?? state.t) + rng.between(5, 20)
    const keys = humanKeys(step.text, start, rng, MIMIC_TYPING, step.target.selector)
    const events = [...reach, ...keys]
    return { events, state: after(state, events, step.target.selector) }
  }
  return undefined
}

/** The human mimic (docs/bot-zoo.md); other steps (scroll, paste, …) it plays as a person. */
export function humanMimic(seed: number, _params: unknown, options: ActorOptions = {}): Actor {
  return desktopActor(
    'human-mimic',
    seed,
    options,
    (rng, interval) => (step, state) =>
      planMimic(rng, step, state, interval) ?? planHuman(rng, MIMIC_TYPING, step, state, interval),
  )
}

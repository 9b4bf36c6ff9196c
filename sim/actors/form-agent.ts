import { after, desktopActor, type Actor, type ActorOptions, type Plan } from './actor'
import { planBot, type BotStyle } from './bot-planner'
import { center, type ActorEvent, type ActorState, type PlannedStep, type Target } from './events'
import { linearMove } from './pointer-path'
import type { Rng } from './rng'
import { keyFor } from './typing'

/** Pointer speed of its direct moves (px/ms): a glide, not a jump, but no aimed reach. */
const SPEED_PX_PER_MS = 2
/** Key-to-key interval range (ms): as fast as the input pipeline takes, unevenly. */
const KEY_MS: readonly [number, number] = [8, 30]

/** How it plays the steps it has no special way of doing (scroll, wait, paste, …). */
const STYLE: BotStyle = {
  pointer: 'linear',
  input: 'keys',
  keyIntervalMs: 15,
  keyHoldMs: 5,
  stepGapMs: 120,
}

function reach(state: ActorState, target: Target, t0: number, intervalMs: number): ActorEvent[] {
  const to = center(target.box)
  const moves = linearMove(state.cursor, to, t0, intervalMs, SPEED_PX_PER_MS)
  const at = moves.at(-1)?.t ?? t0
  return [
    ...moves,
    { t: at + 5, type: 'down', x: to.x, y: to.y },
    { t: at + 15, type: 'up', x: to.x, y: to.y },
  ]
}

function fastKeys(text: string, t0: number, rng: Rng, field: string): ActorEvent[] {
  const events: ActorEvent[] = []
  let t = t0
  for (const ch of text) {
    const gap = Math.round(rng.between(KEY_MS[0], KEY_MS[1]))
    const key = keyFor(ch)
    events.push({ t, type: 'keydown', key, field }, { t: t + 3, type: 'keyup', key, field })
    t += gap
  }
  return events
}

function planAgent(
  rng: Rng,
  step: PlannedStep,
  state: ActorState,
  intervalMs: number,
): Plan | undefined {
  // The time it takes to read the page's accessibility tree and decide the next action.
  const t0 = Math.round(state.t + rng.between(150, 400))
  const done = (events: ActorEvent[], focused?: string): Plan => ({
    events,
    state: after({ ...state, t: t0 }, events, focused),
  })
  switch (step.action) {
    case 'click':
    case 'submit':
      return done(reach(state, step.target, t0, intervalMs), step.target.selector)
    case 'type': {
      const r = reach(state, step.target, t0, intervalMs)
      const start = (r.at(-1)?.t ?? t0) + 2
      return done(
        [...r, ...fastKeys(step.text, start, rng, step.target.selector)],
        step.target.selector,
      )
    }
    default:
      return undefined
  }
}

/**
 * A form-filling agent (docs/bot-zoo.md): it finds fields by their accessible name (its
 * scenarios name targets `aria/Name`), glides straight to each field's centre, clicks, and
 * types as fast as the page takes keys.
 */
export function formAgent(seed: number, _params: unknown, options: ActorOptions = {}): Actor {
  return desktopActor(
    'form-agent',
    seed,
    options,
    (rng, interval) => (step, state) =>
      planAgent(rng, step, state, interval) ?? planBot(STYLE, step, state, interval),
  )
}

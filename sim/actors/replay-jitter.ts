import { after, type Actor, type ActorOptions } from './actor'
import type { BotParams } from './bots'
import type { ActorEvent, ActorState } from './events'
import { createHuman } from './human'
import { recordedActor, type Recording } from './recorded'
import { createRng, type Rng } from './rng'

/** The recorded trail it perturbs when the scenario names none (the replay bot's default). */
export const DEFAULT_RECORDING_SEED = 424242

/** Largest relative change of one gap between two events (±). */
const TIME_JITTER = 0.12
/** Largest shift of a step's pointer positions, and extra noise on each move (px, ±). */
const STEP_SHIFT_PX = 3
const MOVE_NOISE_PX = 1

const round = (n: number) => Math.round(n * 10) / 10

/**
 * The recorded events of one step, perturbed: each gap between consecutive events stretched
 * or shrunk by up to ±12 % (so the order, and each key's hold inside its gap, survive), the
 * step's pointer positions shifted together by up to 3 px, each move by up to 1 px more.
 */
export function jitter(events: readonly ActorEvent[], from: number, rng: Rng): ActorEvent[] {
  const dx = rng.between(-STEP_SHIFT_PX, STEP_SHIFT_PX)
  const dy = rng.between(-STEP_SHIFT_PX, STEP_SHIFT_PX)
  let recorded = from
  let played = from
  return events.map((e) => {
    const gap = e.t - recorded
    recorded = e.t
    played += Math.max(0, Math.round(gap * (1 + rng.between(-TIME_JITTER, TIME_JITTER))))
    const t = played
    if (e.type === 'move') {
      const nx = rng.between(-MOVE_NOISE_PX, MOVE_NOISE_PX)
      const ny = rng.between(-MOVE_NOISE_PX, MOVE_NOISE_PX)
      return { ...e, t, x: round(e.x + dx + nx), y: round(e.y + dy + ny) }
    }
    if (e.type === 'down' || e.type === 'up' || e.type === 'touch')
      return { ...e, t, x: round(e.x + dx), y: round(e.y + dy) }
    return { ...e, t }
  })
}

/**
 * Replays one recorded human trail (the same whatever the scenario seed) with seeded noise
 * on every time and position (docs/bot-zoo.md): no two visits repeat each other exactly.
 * The trail is a real person's when `params.recording` holds one (`bramble record`), else
 * the human model's of `params.recordingSeed`.
 */
export function replayJitter(
  seed: number,
  params: BotParams & { readonly recording?: Recording },
  options: ActorOptions = {},
): Actor {
  const recorded = params.recording
    ? recordedActor(params.recording, 'replay-jitter')
    : createHuman(params.recordingSeed ?? DEFAULT_RECORDING_SEED, {}, options)
  const rng = createRng(seed, 'replay-jitter')
  return {
    kind: 'replay-jitter',
    environment: recorded.environment,
    runsJavaScript: true,
    plan(step, state: ActorState) {
      const plan = recorded.plan(step, state)
      if (plan.events.length === 0) return plan
      const events = jitter(plan.events, state.t, rng)
      return { events, state: after(state, events, plan.state.focused) }
    },
  }
}

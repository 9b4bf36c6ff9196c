import { after, desktopActor, type Actor, type ActorOptions, type Plan } from './actor'
import { center, type ActorEvent, type ActorState, type PlannedStep, type Target } from './events'
import { humanMove, pointIn } from './pointer-path'
import { FULL_POINTER_RATE } from './pointer-rate'
import type { Rng } from './rng'
import { HUMAN_TYPING, humanKeys, type TypingModel } from './typing'

/** Parameters a scenario may give the human. */
export interface HumanParams {
  readonly typing?: Partial<TypingModel>
}

function click(
  rng: Rng,
  state: ActorState,
  target: Target,
  t0: number,
  intervalMs: number,
): ActorEvent[] {
  const moves = humanMove(state.cursor, target.box, t0, rng, intervalMs)
  const lastMove = moves.at(-1)
  const at = lastMove?.type === 'move' ? lastMove : { t: t0, x: state.cursor.x, y: state.cursor.y }
  const down = Math.round(at.t + rng.between(60, 180))
  const up = Math.round(down + rng.logNormal(95, 0.25))
  return [
    ...moves,
    { t: down, type: 'down', x: at.x, y: at.y },
    { t: up, type: 'up', x: at.x, y: at.y },
  ]
}

/**
 * Plans a human's step: think before acting, reach with a curved, bell-shaped, Fitts-timed
 * movement (sometimes overshooting), click into a field before typing, type with human
 * rhythm, scroll in wheel notches. Autofill sets every field at once with input and change
 * events and no keys, after the person picks the suggestion under the first field. Pointer
 * moves are delivered at one per `intervalMs` of visitor time (pointer-rate.ts).
 */
export function planHuman(
  rng: Rng,
  typing: TypingModel,
  step: PlannedStep,
  state: ActorState,
  intervalMs = FULL_POINTER_RATE,
): Plan {
  const think = state.t + rng.between(350, 1100)
  const done = (events: ActorEvent[], focused?: string): Plan => ({
    events,
    state: after(state, events, focused),
  })
  switch (step.action) {
    case 'move':
      return done(humanMove(state.cursor, step.target.box, think, rng, intervalMs))
    case 'click':
    case 'submit':
      return done(click(rng, state, step.target, think, intervalMs), step.target.selector)
    case 'touch': {
      const p = pointIn(step.target.box, rng)
      return done([{ t: Math.round(think), type: 'touch', x: p.x, y: p.y }])
    }
    case 'type': {
      const reach =
        state.focused === step.target.selector
          ? []
          : click(rng, state, step.target, think, intervalMs)
      const start = (reach.at(-1)?.t ?? state.t) + rng.between(250, 700)
      return done(
        [...reach, ...humanKeys(step.text, start, rng, typing, step.target.selector)],
        step.target.selector,
      )
    }
    case 'paste': {
      const reach =
        state.focused === step.target.selector
          ? []
          : click(rng, state, step.target, think, intervalMs)
      const start = (reach.at(-1)?.t ?? state.t) + rng.between(300, 800)
      const events: ActorEvent[] = [
        ...reach,
        { t: Math.round(start), type: 'paste', target: step.target.selector, text: step.text },
      ]
      return done(events, step.target.selector)
    }
    case 'select': {
      // A click opens the list (or, in a multi-select, picks the first option), then the
      // person reads the options and picks: the browser sets the choice and fires input and
      // change, with no key events.
      const reach = click(rng, state, step.target, think, intervalMs)
      const pick = Math.round((reach.at(-1)?.t ?? state.t) + rng.between(400, 1200))
      const choice: ActorEvent = {
        t: pick,
        type: 'select',
        target: step.target.selector,
        values: step.values,
        events: 'input-change',
      }
      return done([...reach, choice], step.target.selector)
    }
    case 'autofill': {
      const first = step.fields[0]
      if (!first) return done([])
      const reach = click(rng, state, first.target, think, intervalMs)
      const pick = Math.round((reach.at(-1)?.t ?? state.t) + rng.between(600, 1400))
      const fills: ActorEvent[] = step.fields.map((f, i) => ({
        t: pick + i,
        type: 'set-value',
        target: f.target.selector,
        value: f.value,
        events: 'input-change',
      }))
      return done([...reach, ...fills], first.target.selector)
    }
    case 'scroll': {
      const notches = Math.max(1, Math.round(Math.abs(step.dy) / 100))
      const sign = Math.sign(step.dy) || 1
      let t = think
      const events: ActorEvent[] = []
      for (let i = 0; i < notches; i++) {
        events.push({ t: Math.round(t), type: 'scroll', dy: sign * 100 })
        t += rng.between(40, 140)
      }
      return done(events)
    }
    case 'wait':
      return { events: [], state: { ...state, t: state.t + step.ms } }
    case 'navigate':
      return done([{ t: Math.round(think), type: 'navigate', url: step.url }], undefined)
    case 'post':
      return done([{ t: Math.round(think), type: 'post', path: step.path, fields: step.fields }])
  }
}

/** The human visitor. */
export function createHuman(
  seed: number,
  params: HumanParams = {},
  options: ActorOptions = {},
): Actor {
  const typing = { ...HUMAN_TYPING, ...params.typing }
  return desktopActor(
    'human',
    seed,
    options,
    (rng, interval) => (step, state) => planHuman(rng, typing, step, state, interval),
  )
}

/** The center of a target (bots aim there). */
export const aimAt = (target: Target) => center(target.box)

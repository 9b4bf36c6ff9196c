import { after, type Plan } from './actor'
import { center, type ActorEvent, type ActorState, type PlannedStep, type Target } from './events'
import { linearMove } from './pointer-path'
import { FULL_POINTER_RATE } from './pointer-rate'
import { constantKeys } from './typing'

/** How a scripted bot does things. */
export interface BotStyle {
  /** `none`: never moves; `teleport`: one jump to the target; `linear`: a straight glide. */
  readonly pointer: 'none' | 'teleport' | 'linear'
  /** `set`: assigns values by script; `keys`: types at a constant interval; `paste`: pastes. */
  readonly input: 'set' | 'keys' | 'paste'
  readonly keyIntervalMs: number
  readonly keyHoldMs: number
  /** Pause between steps. */
  readonly stepGapMs: number
}

function reach(
  style: BotStyle,
  state: ActorState,
  target: Target,
  t: number,
  intervalMs: number,
): ActorEvent[] {
  const to = center(target.box)
  if (style.pointer === 'none') return [{ t, type: 'focus', target: target.selector }]
  const moves =
    style.pointer === 'linear'
      ? linearMove(state.cursor, to, t, intervalMs)
      : [{ t, type: 'move' as const, x: to.x, y: to.y }]
  const at = moves.at(-1)?.t ?? t
  return [
    ...moves,
    { t: at, type: 'down', x: to.x, y: to.y },
    { t: at + 1, type: 'up', x: to.x, y: to.y },
  ]
}

const last = (events: readonly ActorEvent[], fallback: number) => events.at(-1)?.t ?? fallback

/**
 * Plans one step the way a scripted bot of `style` would: fast and regular. A linear glide
 * is delivered at one move per `intervalMs` of visitor time (pointer-rate.ts).
 */
export function planBot(
  style: BotStyle,
  step: PlannedStep,
  state: ActorState,
  intervalMs = FULL_POINTER_RATE,
): Plan {
  const t = Math.round(state.t + style.stepGapMs)
  const done = (events: ActorEvent[], focused?: string): Plan => ({
    events,
    state: after({ ...state, t }, events, focused),
  })
  const fill = (target: Target, text: string, t0: number): ActorEvent[] => {
    if (style.input === 'set')
      return [{ t: t0, type: 'set-value', target: target.selector, value: text, events: 'none' }]
    if (style.input === 'paste') return [{ t: t0, type: 'paste', target: target.selector, text }]
    return constantKeys(text, t0 + 1, style.keyIntervalMs, style.keyHoldMs, target.selector)
  }
  switch (step.action) {
    case 'move':
      return done(
        style.pointer === 'none'
          ? []
          : reach(style, state, step.target, t, intervalMs).slice(0, -2),
      )
    case 'click':
      return done(reach(style, state, step.target, t, intervalMs), step.target.selector)
    case 'submit':
      if (style.pointer === 'none')
        return done([{ t, type: 'submit', target: step.target.selector }])
      return done(reach(style, state, step.target, t, intervalMs), step.target.selector)
    case 'touch': {
      const p = center(step.target.box)
      return done([{ t, type: 'touch', x: p.x, y: p.y }])
    }
    case 'type':
    case 'paste': {
      const r = style.input === 'set' ? [] : reach(style, state, step.target, t, intervalMs)
      return done([...r, ...fill(step.target, step.text, last(r, t))], step.target.selector)
    }
    case 'select': {
      // A script sets the choice and fires nothing; a bot with a pointer clicks first.
      const r = style.input === 'set' ? [] : reach(style, state, step.target, t, intervalMs)
      const choice: ActorEvent = {
        t: last(r, t) + 1,
        type: 'select',
        target: step.target.selector,
        values: step.values,
        events: style.input === 'set' ? 'none' : 'input-change',
      }
      return done([...r, choice], step.target.selector)
    }
    case 'autofill': {
      let events: ActorEvent[] = []
      for (const f of step.fields) {
        const r =
          style.input === 'set'
            ? []
            : reach(style, { ...state, t }, f.target, last(events, t), intervalMs)
        events = [...events, ...r, ...fill(f.target, f.value, last(r, last(events, t)) + 1)]
      }
      return done(events)
    }
    case 'scroll':
      return done(style.pointer === 'none' ? [] : [{ t, type: 'scroll', dy: step.dy }])
    case 'wait':
      return { events: [], state: { ...state, t: state.t + step.ms } }
    case 'navigate':
      return done([{ t, type: 'navigate', url: step.url }])
    case 'post':
      return done([{ t, type: 'post', path: step.path, fields: step.fields }])
  }
}

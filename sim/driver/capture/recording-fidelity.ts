import type { ActorEvent } from '../../actors/events'
import type { Captured } from '../../report/schema'

type Observed = NonNullable<Captured['observed']>

/** The outcome of comparing what the page observed with the replayed recording. */
export interface RecordingFidelity {
  readonly passed: boolean
  readonly expected: string
  readonly actual: string
}

/** A comparison's lists: moves `[x, y, ms]`, keys `[type, ms]`, the ms of pastes and autofills. */
interface Observation {
  moves: number[][]
  keys: [string, number][]
  pastes: number[]
  autofills: number[]
  wheels: number
}

/** What the page must have observed, by kind, for the events replayed. */
export function expectedObservation(events: readonly ActorEvent[]): Observation {
  return {
    moves: events.flatMap((e) => (e.type === 'move' ? [[e.x, e.y, e.t]] : [])),
    keys: events.flatMap((e): [string, number][] =>
      e.type === 'keydown' || e.type === 'keyup' ? [[e.type, e.t]] : [],
    ),
    pastes: events.flatMap((e) => (e.type === 'paste' ? [e.t] : [])),
    autofills: events.flatMap((e) =>
      e.type === 'set-value' && e.events === 'input-change' ? [e.t] : [],
    ),
    wheels: events.filter((e) => e.type === 'scroll').length,
  }
}

/** The same, from the page's observer. */
export function actualObservation(o: Observed): Observation {
  return {
    moves: o.moves.map(([x, y, t]) => [x, y, t]),
    keys: o.keys.map(([type, t]): [string, number] => [type, t]),
    pastes: o.pastes.map(([t]) => t),
    autofills: o.inputs.flatMap(([type, t]) =>
      type === '' || type === 'insertReplacementText' ? [t] : [],
    ),
    wheels: o.wheels,
  }
}

/**
 * Whether the page observed exactly the recorded visit: every pointer move at the same
 * point and ms, every key press and release at the same ms, each paste and autofill at its
 * ms, as many wheel turns. Zero tolerance: a replay in virtual time dispatches each event at
 * its recorded time.
 */
export function checkRecording(
  events: readonly ActorEvent[],
  observed: Observed | undefined,
): RecordingFidelity {
  const want = expectedObservation(events)
  const summary = (o: typeof want) =>
    `${o.moves.length} moves, ${o.keys.length} key events, ${o.pastes.length} pastes, ${o.autofills.length} autofills, ${o.wheels} wheel turns`
  if (!observed)
    return { passed: false, expected: summary(want), actual: 'the page observed nothing' }
  const got = actualObservation(observed)
  const differences = (Object.keys(want) as (keyof typeof want)[]).flatMap((k) => {
    const a = JSON.stringify(want[k])
    const b = JSON.stringify(got[k])
    if (a === b) return []
    const list = (v: unknown) => (Array.isArray(v) ? v : [v])
    const i = list(want[k]).findIndex(
      (w, j) => JSON.stringify(w) !== JSON.stringify(list(got[k])[j]),
    )
    const at = i < 0 ? list(want[k]).length : i
    return [
      `${k} differ at #${at}: recorded ${JSON.stringify(list(want[k])[at] ?? null)}, observed ${JSON.stringify(list(got[k])[at] ?? null)}`,
    ]
  })
  return {
    passed: differences.length === 0,
    expected: `exactly the recording: ${summary(want)}`,
    actual: differences.length === 0 ? `identical: ${summary(got)}` : differences.join('; '),
  }
}

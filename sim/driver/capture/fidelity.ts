import type { ActorEvent } from '../../actors/events'
import type { Captured } from '../../report/schema'
import type { Expectation } from '../../scenario/schema'
import { checkRecording } from './recording-fidelity'

type Fidelity = Extract<Expectation, { kind: 'fidelity' }>

/** A fidelity check's outcome. */
export interface FidelityResult {
  readonly passed: boolean
  readonly expected: string
  readonly actual: string
}

/** What fidelity is judged with: the ground truth, and only what the runtime stored or sent. */
export interface FidelityInput {
  readonly events: readonly ActorEvent[]
  readonly signals: Readonly<Record<string, unknown>>
  readonly epochMs: number
  /** Extra time tolerance on the wall clock, where dispatch lags the plan. */
  readonly slackMs: number
  /** What the page observed of the visitor (replays of a recording). */
  readonly observed?: Captured['observed']
}

type Typing = { countOfKey?: number; isAutoFill?: boolean; isUseBuffer?: boolean }

function typingRecord(signals: Readonly<Record<string, unknown>>): Typing | undefined {
  const typo = signals.typo
  if (!Array.isArray(typo)) return undefined
  // An empty list is a field that never saw an input event: nothing typed, pasted or filled.
  return typo.length > 0
    ? (typo[0] as Typing)
    : { countOfKey: 0, isAutoFill: false, isUseBuffer: false }
}

const onField = (e: ActorEvent, field: string | undefined) =>
  field === undefined || !('target' in e) || e.target === field

function keysOn(events: readonly ActorEvent[], field: string | undefined): number {
  return events.filter((e) => e.type === 'keydown' && (field === undefined || e.field === field))
    .length
}

/** Compares one captured signal with the ground truth. */
export function checkFidelity(f: Fidelity, input: FidelityInput): FidelityResult {
  const { events, signals } = input
  switch (f.signal) {
    case 'recording':
      return checkRecording(events, input.observed)
    case 'pointer-samples': {
      const trail = signals.ct_pointer_data
      if (!Array.isArray(trail) || trail.length === 0)
        return {
          passed: false,
          expected: 'a pointer trail matching the moves',
          actual: JSON.stringify(trail ?? null),
        }
      const moves = events.filter((e) => e.type === 'move')
      const tol = f.toleranceMs + input.slackMs
      const unmatched = (trail as [number, number, number][]).filter(
        ([y, x, ms]) =>
          !moves.some(
            (m) =>
              m.type === 'move' &&
              Math.abs(m.x - x) <= 1 &&
              Math.abs(m.y - y) <= 1 &&
              Math.abs(m.t - ms) <= tol,
          ),
      )
      return {
        passed: unmatched.length === 0,
        expected: `every one of ${trail.length} samples at a real pointer position and time (±${tol} ms)`,
        actual:
          unmatched.length === 0
            ? 'all matched'
            : `unmatched ${JSON.stringify(unmatched.slice(0, 3))}`,
      }
    }
    case 'key-count': {
      const want = keysOn(events, f.field)
      const got = typingRecord(signals)?.countOfKey
      return {
        passed: got === want,
        expected: `countOfKey ${want}`,
        actual: `countOfKey ${got ?? 'absent'}`,
      }
    }
    case 'first-key-time': {
      const first = events.find((e) => e.type === 'keydown' || e.type === 'down')
      const want = first ? Math.floor((input.epochMs + first.t) / 1000) : 0
      const got = Number(signals.ct_fkp_timestamp)
      const slack = Math.ceil(input.slackMs / 1000)
      return {
        passed: Math.abs(got - want) <= slack,
        expected: `ct_fkp_timestamp ${want}${slack ? ` ±${slack}` : ''}`,
        actual: `ct_fkp_timestamp ${String(signals.ct_fkp_timestamp ?? 'absent')}`,
      }
    }
    case 'autofill-flag':
    case 'paste-flag': {
      const type = f.signal === 'paste-flag' ? 'paste' : 'set-value'
      const want = events.some(
        (e) =>
          e.type === type &&
          onField(e, f.field) &&
          (type === 'paste' || (e.type === 'set-value' && e.events === 'input-change')),
      )
      const record = typingRecord(signals)
      const got = f.signal === 'paste-flag' ? record?.isUseBuffer : record?.isAutoFill
      const name = f.signal === 'paste-flag' ? 'isUseBuffer' : 'isAutoFill'
      return {
        passed: got === want,
        expected: `${name} ${want}`,
        actual: `${name} ${got ?? 'absent'}`,
      }
    }
    case 'visible-fields': {
      const vf = signals.apbct_visible_fields as
        | Record<string, { visible_fields_count?: number }>
        | { visible_fields_count?: number }
        | undefined
      const record =
        vf && 'visible_fields_count' in vf
          ? vf
          : (vf as Record<string, { visible_fields_count?: number }> | undefined)?.['0']
      const got = (record as { visible_fields_count?: number } | undefined)?.visible_fields_count
      return {
        passed: got === f.count,
        expected: `visible_fields_count ${f.count}`,
        actual: `visible_fields_count ${got ?? 'absent'}`,
      }
    }
  }
}

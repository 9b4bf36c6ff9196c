import type { Recording } from '../../actors/recorded'
import type { Captured } from '../../report/schema'
import type { Expectation, Scenario } from '../../scenario/schema'
import type { RawBatch } from './raw-schema'
import { toSteps } from './to-steps'
import { bramble } from '../../message'

/** A scenario as written to a file (before defaults), with what the recording left out. */
export interface RecordedScenario {
  readonly scenario: Record<string, unknown>
  readonly notes: string[]
  readonly summary: { steps: number; events: number; ms: number }
}

/** What the recorded visit happened on, and what the site received meanwhile. */
export interface RecordingInput {
  readonly name: string
  readonly $schema: string
  /** The scenario's `page` (a fixture or an export); omitted for a real site. */
  readonly page: Scenario['page'] | Record<string, unknown>
  readonly batches: readonly RawBatch[]
  /** Requests the site received while the person used the page (bundles left out). */
  readonly requests: Captured['requests']
}

/** The batches of the first document the person used, in order, and its last batch. */
function firstDocument(batches: readonly RawBatch[]) {
  const doc = batches[0]?.doc
  const own = batches.filter((b) => b.doc === doc).sort((a, b) => a.seq - b.seq)
  const later = new Set(batches.filter((b) => b.doc !== doc).map((b) => b.doc)).size
  return { own, later, last: batches.at(-1) }
}

/** Requests the visit caused, as expectations: each distinct method, path and action at least once. */
function requestExpectations(requests: Captured['requests']): Expectation[] {
  const seen = new Map<string, Expectation>()
  for (const r of requests) {
    if (r.method === 'GET' || r.path.startsWith('/__bramble/')) continue
    const body = r.body as { fields?: Record<string, string> } | undefined
    const action = body?.fields?.action
    const key = `${r.method} ${r.path} ${action ?? ''}`
    if (!seen.has(key))
      seen.set(key, {
        kind: 'request',
        match: { method: r.method, path: r.path, ...(action ? { action } : {}) },
        min: 1,
      })
  }
  return [...seen.values()]
}

/**
 * The scenario of a recorded visit: its steps, the `recorded` actor carrying the exact
 * events, and expectations pre-filled from what happened — the replay must reproduce what
 * the page observed exactly (`fidelity: recording`) and the runtime's captured signals must
 * match it with zero tolerance, the requests the visit sent must be sent again, the outcome
 * the person saw must be seen again, and the page must throw what it threw (usually nothing).
 */
export function toScenario(input: RecordingInput): RecordedScenario {
  const { own, later, last } = firstDocument(input.batches)
  const first = own[0]
  if (!first)
    throw new Error(
      bramble(
        'Failed to write the recording: the page never reported. Open the printed URL in a browser and use the page before pressing Enter.',
      ),
    )
  const raw = own.flatMap((b) => b.events)
  // Times on the page's clock never go back; equal times keep the order they came in.
  let previous = 0
  for (const e of raw) previous = e.t = Math.max(e.t, previous)
  const { steps, notes, errors } = toSteps(raw, first.page.scrollY)
  if (later > 0)
    notes.push(
      `${later} later page(s) of the visit (after a navigation) are not part of the recording`,
    )
  const { page } = first
  const recording: Recording = {
    epochMs: Math.round(page.timeOrigin),
    viewport: {
      width: page.width,
      height: page.height,
      ...(page.mobile ? { mobile: true } : {}),
      ...(page.touch ? { touch: true } : {}),
    },
    steps: steps.map((s) => s.events),
  }
  const events = recording.steps.flat()
  const has = (type: string) => events.some((e) => e.type === type)
  const runtime = new Set(own.flatMap((b) => b.runtime ?? []))
  const expect: Expectation[] = [{ kind: 'fidelity', signal: 'recording', toleranceMs: 0 }]
  if (has('move') && runtime.has('ct_pointer_data'))
    expect.push({ kind: 'fidelity', signal: 'pointer-samples', toleranceMs: 0 })
  if ((has('keydown') || has('down')) && runtime.has('ct_fkp_timestamp'))
    expect.push({ kind: 'fidelity', signal: 'first-key-time', toleranceMs: 0 })
  expect.push(...requestExpectations(input.requests))
  const outcomes = last?.outcomes
  if (outcomes?.success) expect.push({ kind: 'outcome', what: 'success', text: outcomes.success })
  if (outcomes && outcomes.formErrors.length > 0)
    expect.push({ kind: 'outcome', what: 'form-error' })
  expect.push({ kind: 'page-errors', count: errors })
  const ms = events.length > 0 ? events.at(-1)!.t - events[0]!.t : 0
  return {
    scenario: {
      $schema: input.$schema,
      name: input.name,
      description: `A person's visit recorded with \`bramble record\` on ${new Date(recording.epochMs).toISOString()} (${page.width}×${page.height}).`,
      tags: ['recorded'],
      page: input.page,
      actor: { kind: 'recorded', params: { recording } },
      steps: steps.map((s) => s.step),
      expect,
    },
    notes,
    summary: { steps: steps.length, events: events.length, ms },
  }
}

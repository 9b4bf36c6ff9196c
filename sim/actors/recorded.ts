import { after, type Actor, type ActorEnvironment } from './actor'
import type { ActorEvent, ActorState, PlannedStep } from './events'
import { bramble } from '../message'

/**
 * A key press as a recording stores it: named keys (`Tab`, `Backspace`, `Shift`, a shortcut
 * such as `v` with Control) by name; a key that typed a character without its character
 * (`n` numbers the recording's typed keys, so a release finds its press): the characters
 * are the step's text, as a scenario's fill values are.
 */
export type RecordedKey = {
  readonly t: number
  readonly type: 'keydown' | 'keyup'
  readonly key?: string
  readonly n?: number
  readonly field?: string
}

/** One event of a recording: an actor event, with typed keys stored as above. */
export type RecordedEvent = Exclude<ActorEvent, { type: 'keydown' | 'keyup' }> | RecordedKey

/** What `bramble record` captured of one person's visit (docs/cli.md, "bramble record"). */
export interface Recording {
  /** What the person's `Date.now()` read at visitor time 0 (the page's time origin). */
  readonly epochMs: number
  /** The person's viewport in CSS pixels, and whether it was a touch screen. */
  readonly viewport: {
    readonly width: number
    readonly height: number
    readonly mobile?: boolean
    readonly touch?: boolean
  }
  /** The events of each step that acts (every step but `waitFor` and `snapshot`), in order. */
  readonly steps: readonly (readonly RecordedEvent[])[]
}

/** A character for a typed key the text has none left for (it typed nothing on the page). */
const SPARE = 'x'

/**
 * The typed characters of one step: the i-th typed key of the step types the i-th character
 * of its text. A release whose press was in an earlier step finds it in `typed`.
 */
export function keysOf(
  events: readonly RecordedEvent[],
  text: string,
  typed: Map<number, string>,
): ActorEvent[] {
  const chars = [...text]
  let next = 0
  return events.map((e): ActorEvent => {
    if (e.type !== 'keydown' && e.type !== 'keyup') return e as ActorEvent
    const { t, type, field } = e
    let key = e.key
    if (key === undefined) {
      const n = e.n ?? -1
      if (type === 'keydown' && !typed.has(n)) typed.set(n, chars[next++] ?? SPARE)
      key = typed.get(n) ?? SPARE
    }
    return field === undefined ? { t, type, key } : { t, type, key, field }
  })
}

/** The browser of the recorded person: a desktop Chromium at the person's viewport. */
export function recordedEnvironment(recording: Recording): ActorEnvironment {
  return { webdriver: false, userAgent: 'desktop', viewport: recording.viewport }
}

/**
 * A person's recorded visit, replayed exactly: each step plays its recorded events at their
 * recorded times (virtual time makes the page see the same times), whatever the seed, the
 * pointer rate or the target boxes. The page's clock starts at the recording's epoch.
 */
export function recordedActor(recording: Recording | undefined, kind = 'recorded'): Actor {
  if (!recording)
    throw new Error(
      bramble(
        `Failed to create the ${kind} actor: it has no recording. Give actor.params.recording (a file written by \`bramble record\`, or its recording).`,
      ),
    )
  const typed = new Map<number, string>()
  let index = 0
  return {
    kind,
    environment: recordedEnvironment(recording),
    runsJavaScript: true,
    replaysRecording: true,
    epochMs: recording.epochMs,
    plan(step: PlannedStep, state: ActorState) {
      const recorded = recording.steps[index++] ?? []
      const text = step.action === 'type' ? step.text : ''
      const events = keysOf(recorded, text, typed)
      const focused =
        step.action === 'type' || step.action === 'paste' ? step.target.selector : undefined
      return { events, state: after(state, events, focused) }
    },
  }
}

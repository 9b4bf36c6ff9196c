import type { ActorEvent } from '../actors/events'

/** The ground truth in a few numbers, for reports (the events themselves are kept too). */
export function summarize(events: readonly ActorEvent[]): Record<string, unknown> {
  const downs = events.filter((e) => e.type === 'keydown')
  const first = events.find((e) => e.type === 'keydown' || e.type === 'down')
  const submit = events.find((e) => e.type === 'submit' || e.type === 'post')
  return {
    pointerMoves: events.filter((e) => e.type === 'move').length,
    countOfKey: downs.length,
    firstKeyMs: first?.t ?? null,
    autofilled: events.some((e) => e.type === 'set-value' && e.events === 'input-change'),
    setByScript: events.some((e) => e.type === 'set-value' && e.events === 'none'),
    pasted: events.some((e) => e.type === 'paste'),
    scrolls: events.filter((e) => e.type === 'scroll').length,
    lastEventMs: events.at(-1)?.t ?? 0,
    submitMs: submit?.t ?? null,
  }
}

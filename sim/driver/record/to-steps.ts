import type { RecordedEvent } from '../../actors/recorded'
import type { Step } from '../../scenario/schema'
import type { RawEvent } from './raw-schema'

/** A step with the recorded events it plays. */
export interface RecordedStep {
  readonly step: Step
  readonly events: RecordedEvent[]
}

/** What was typed where, and what could not be replayed, beside the steps. */
export interface StepsFromEvents {
  readonly steps: RecordedStep[]
  readonly notes: string[]
  readonly errors: number
}

/** Time a touch keeps driving the page's scrolling (momentum included). */
const TOUCH_SCROLL_MS = 3000
/** Autofills this close together are one pick from the browser's list. */
const ONE_AUTOFILL_MS = 50
/** The character a typed key stands for when its input never came (maxlength reached). */
const SPARE = 'x'

type Open =
  | { kind: 'type'; field: string; chars: string[]; lastOwn: number }
  | { kind: 'scroll'; dy: number; lastOwn: number }

/**
 * Cuts a person's events (one document, in time order) into scenario steps, each with the
 * events it plays: keys into one field are a `type` step (its text: the characters the keys
 * typed, deleted ones included, so the keys replay them), a run of wheel turns a `scroll`
 * step, a paste a `paste` step, an autofill pick an `autofill` step, a click on the submit
 * control `submit`, on anything else but a field `click`, a choice in a dropdown `select`.
 * Pointer moves and clicks into a field belong to the step they lead to.
 */
export function toSteps(raw: readonly RawEvent[], startScrollY: number): StepsFromEvents {
  const steps: RecordedStep[] = []
  const notes: string[] = []
  let buffer: RecordedEvent[] = []
  let open: Open | undefined
  let pendingKey: { n: number; slot: number } | undefined
  let lastTouch = -Infinity
  let lastWheel = -Infinity
  let scrollY = startScrollY
  let errors = 0

  const closeOpen = () => {
    const o = open
    open = undefined
    pendingKey = undefined
    if (!o) return
    const events = buffer.slice(0, o.lastOwn)
    if (o.kind === 'type' && o.chars.length > 0)
      steps.push({ step: { action: 'type', target: o.field, text: o.chars.join('') }, events })
    else if (o.kind === 'scroll')
      steps.push({ step: { action: 'scroll', dy: Math.round(o.dy) }, events })
    else return
    buffer = buffer.slice(o.lastOwn)
  }
  const closeAs = (step: Step) => {
    closeOpen()
    steps.push({ step, events: buffer })
    buffer = []
  }
  const scroll = (t: number, dy: number) => {
    if (open?.kind !== 'scroll') {
      closeOpen()
      open = { kind: 'scroll', dy: 0, lastOwn: 0 }
    }
    buffer.push({ t, type: 'scroll', dy })
    open.dy += dy
    open.lastOwn = buffer.length
  }

  for (const e of raw) {
    switch (e.k) {
      case 'move':
      case 'down':
      case 'up':
        buffer.push({ t: e.t, type: e.k, x: e.x, y: e.y })
        break
      case 'touch':
        lastTouch = e.t
        buffer.push({ t: e.t, type: 'touch', x: e.x, y: e.y })
        break
      case 'keydown':
      case 'keyup': {
        if (open?.kind !== 'type' || open.field !== e.field) {
          closeOpen()
          open = { kind: 'type', field: e.field, chars: [], lastOwn: 0 }
        }
        const key = e.key === undefined ? { n: e.n } : { key: e.key }
        buffer.push({ t: e.t, type: e.k, ...key, field: e.field })
        open.lastOwn = buffer.length
        if (e.k === 'keydown' && e.n !== undefined) {
          pendingKey = { n: e.n, slot: open.chars.length }
          open.chars.push(SPARE)
        }
        break
      }
      case 'input': {
        const filled = e.inputType === '' || e.inputType === 'insertReplacementText'
        if (filled) {
          const value = e.value ?? ''
          const last = steps.at(-1)
          const previous = last?.events.at(-1)
          if (
            buffer.length === 0 &&
            !open &&
            last?.step.action === 'autofill' &&
            previous &&
            e.t - previous.t <= ONE_AUTOFILL_MS
          ) {
            last.step.fields[e.field] = value
            last.events.push({
              t: e.t,
              type: 'set-value',
              target: e.field,
              value,
              events: 'input-change',
            })
          } else {
            closeOpen()
            buffer.push({
              t: e.t,
              type: 'set-value',
              target: e.field,
              value,
              events: 'input-change',
            })
            closeAs({ action: 'autofill', fields: { [e.field]: value } })
          }
        } else if (e.inputType.startsWith('insert') && e.inputType !== 'insertFromPaste') {
          if (pendingKey && open?.kind === 'type' && e.data) {
            open.chars[pendingKey.slot] = [...e.data][0] ?? SPARE
            pendingKey = undefined
          } else if (e.data && !pendingKey)
            notes.push(
              `text entered without a key press at ${e.t} ms (${e.inputType}) is not replayed`,
            )
        }
        break
      }
      case 'paste':
        closeOpen()
        buffer.push({ t: e.t, type: 'paste', target: e.field, text: e.text })
        closeAs({ action: 'paste', target: e.field, text: e.text })
        break
      case 'change':
        closeOpen()
        buffer.push({
          t: e.t,
          type: 'select',
          target: e.field,
          values: e.values,
          events: 'input-change',
        })
        closeAs({
          action: 'select',
          target: e.field,
          choose: e.values.length === 1 ? e.values[0]! : e.values,
        })
        break
      case 'wheel':
        lastWheel = e.t
        if (e.dy !== 0) scroll(e.t, e.dy)
        break
      case 'scroll': {
        const dy = e.y - scrollY
        scrollY = e.y
        // A touch drag scrolls without wheel turns: replayed as wheel turns of the same size.
        if (dy !== 0 && e.t - lastTouch <= TOUCH_SCROLL_MS && e.t - lastWheel > TOUCH_SCROLL_MS)
          scroll(e.t, dy)
        break
      }
      case 'click':
        if (e.role === 'submit') closeAs({ action: 'submit', target: e.target })
        else if (e.role === 'other') closeAs({ action: 'click', target: e.target })
        break
      case 'error':
        errors++
        break
      case 'focus':
      case 'submit':
        break
    }
  }
  closeOpen()
  const last = steps.at(-1)
  // What followed a submission belongs to the page it left; moves after anything else are
  // still the visit.
  if (buffer.length > 0 && last?.step.action !== 'submit') {
    if (last) last.events.push(...buffer)
    else {
      const ms = buffer.at(-1)!.t - buffer[0]!.t
      steps.push({ step: { action: 'wait', ms }, events: buffer })
    }
  }
  return { steps, notes, errors }
}

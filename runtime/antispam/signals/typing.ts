import { whenReady } from '../events/lifecycle'
import { TYPO_KEY } from '../storage/no-cookie'
import { asElement, listen, ok, type SignalFactory } from './types'

/** The comment fields whose typing is recorded. */
export const COMMENT_FIELD = 'textarea[name="comment"]'

/** The typing record is published at most this often while typing goes on. */
export const TYPING_PUBLISH_MS = 1000

/**
 * Typing data of one comment field (the `typo` list of the no-cookie field). Times are
 * unix milliseconds; deltas are milliseconds between successive typed inputs.
 * - `isAutoFill`: the browser filled the field (an input event with no `inputType`, or
 *   `insertReplacementText`), which a person's autofill does and a script rarely imitates.
 * - `isUseBuffer`: text came from the clipboard or a drop (`paste`, `insertFromPaste`,
 *   `insertFromDrop`).
 * - `countOfKey`: typed inputs (every input event that is not a paste or an autofill).
 * - `firstKeyTimestamp` / `lastKeyTimestamp`: the first and the latest typed input.
 * - `lastDelta`: time between the last two typed inputs.
 * - `speedDelta`: the sum of |delta − previous delta| over the field: the irregularity of
 *   the rhythm — close to 0 for a script typing at a constant speed.
 */
export interface TypingRecord {
  isAutoFill: boolean
  isUseBuffer: boolean
  speedDelta: number
  firstKeyTimestamp: number
  lastKeyTimestamp: number
  lastDelta: number
  countOfKey: number
}

/** A record before any input. */
export const blankTypingRecord = (): TypingRecord => ({
  isAutoFill: false,
  isUseBuffer: false,
  speedDelta: 0,
  firstKeyTimestamp: 0,
  lastKeyTimestamp: 0,
  lastDelta: 0,
  countOfKey: 0,
})

/** Updates a record for one input event (pure). */
export function recordInput(r: TypingRecord, inputType: string | undefined, at: number): void {
  if (!inputType || inputType === 'insertReplacementText') r.isAutoFill = true
  else if (inputType === 'insertFromPaste' || inputType === 'insertFromDrop') r.isUseBuffer = true
  else {
    r.countOfKey++
    if (r.countOfKey === 1) r.firstKeyTimestamp = at
    else {
      const delta = at - r.lastKeyTimestamp
      if (r.countOfKey > 2) r.speedDelta += Math.abs(delta - r.lastDelta)
      r.lastDelta = delta
    }
    r.lastKeyTimestamp = at
  }
}

/**
 * Per-comment-field typing data, one record per comment field in document order: the
 * fields present at start get a blank record at once, published, as the original's start-up
 * does (a visitor who never types still sends `[blank]`, not `[]`); fields added later get
 * theirs on first input. Delegated listeners on the document; the list is
 * published (store memory `typo`) at most every 1000 ms while typing goes on and at once
 * when a field loses focus, so the no-cookie field is not rebuilt on every key.
 */
export const typing: SignalFactory<TypingRecord[]> = ({ store, win }) => {
  const fields: Element[] = []
  const records: TypingRecord[] = []
  let timer: number | undefined
  let removers: (() => void)[] = []
  // The field typed into last: every key after the first finds its record without a
  // selector match or a search.
  let last: { field: EventTarget; record: TypingRecord } | undefined
  const recordOf = (target: EventTarget | null) => {
    if (last?.field === target) return last.record
    const field = asElement(target)
    if (!field?.matches(COMMENT_FIELD)) return undefined
    let i = fields.indexOf(field)
    if (i < 0) i = fields.push(field) - 1
    last = { field, record: (records[i] ??= blankTypingRecord()) }
    return last.record
  }
  const publish = () => {
    win.clearTimeout(timer)
    timer = undefined
    store.set({ [TYPO_KEY]: JSON.stringify(records) }, { where: 'memory' })
  }
  return {
    start() {
      // The fields of the parsed document, as the original's ready handler finds them.
      const cancelReady = whenReady(win, () => {
        for (const field of win.document.querySelectorAll(COMMENT_FIELD)) recordOf(field)
        if (records.length > 0 && timer === undefined) publish()
      })
      removers = [
        cancelReady,
        listen(win.document, 'input', (e) => {
          const r = recordOf(e.target)
          if (!r) return
          recordInput(r, (e as InputEvent).inputType, Date.now())
          // Throttled, not debounced: one timer per second of typing, none per key.
          timer ??= win.setTimeout(publish, TYPING_PUBLISH_MS)
        }),
        listen(win.document, 'paste', (e) => {
          const r = recordOf(e.target)
          if (r) r.isUseBuffer = true
        }),
        listen(win.document, 'focusout', (e) => {
          if (recordOf(e.target) && timer !== undefined) publish()
        }),
      ]
    },
    stop() {
      removers.forEach((remove) => remove())
      removers = []
      win.clearTimeout(timer)
    },
    read: () => ok(records.map((r) => ({ ...r }))),
  }
}

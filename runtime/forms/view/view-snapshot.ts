/**
 * The snapshot the form view renders. A field that draws its live values itself (an html
 * field, see fields/HtmlField; a number input, see fields/NumberField) needs no React render
 * when only its value and display text change, so the view keeps its previous field snapshot
 * and display text; and when nothing else the view shows changed (a keystroke feeding only
 * displays, calcs and totals), the view gets the previous snapshot and React does no work at
 * all.
 */
import type { FieldState, FormState } from '../logic/types'

// State members the view does not read: they only feed fields and displays.
const NOT_SHOWN: ReadonlySet<string> = new Set(['calcs', 'totals'])

// Everything of a field snapshot the view draws for a live display (not its value).
const sameFrame = (a: FieldState, b: FieldState): boolean =>
  a.id === b.id &&
  a.def === b.def &&
  a.errors === b.errors &&
  a.visible === b.visible &&
  a.clean === b.clean &&
  a.repeater === b.repeater

/**
 * `next` with each entry passed through `pick`, as `prev` itself while every picked entry is
 * the one `prev` holds under the same keys (no object built on a keystroke that changes only
 * what live fields draw themselves).
 */
function projectEntries<T>(
  next: Readonly<Record<string, T>>,
  prev: Readonly<Record<string, T>>,
  pick: (id: string, value: T, shown: T | undefined) => T,
): Readonly<Record<string, T>> {
  let out: Record<string, T> | undefined
  let n = 0
  for (const id in next) {
    n++
    const value = pick(id, next[id] as T, prev[id])
    if (out) out[id] = value
    else if (value !== prev[id]) {
      out = {}
      // Everything before `id` was picked as `prev` holds it.
      for (const before in next) {
        if (before === id) break
        out[before] = prev[before] as T
      }
      out[id] = value
    }
  }
  if (out) return out
  if (n === Object.keys(prev).length) return prev
  // Only entries went away: the others as `prev` holds them.
  const fewer: Record<string, T> = {}
  for (const id in next) fewer[id] = prev[id] as T
  return fewer
}

/**
 * Creates the projection for one form view.
 *
 * @param isLive whether a field draws its value and live display itself
 */
export function createViewSnapshot(
  isLive: (field: FieldState) => boolean,
): (state: FormState) => FormState {
  let lastIn: FormState | undefined
  let lastOut: FormState | undefined
  return (state) => {
    if (state === lastIn && lastOut) return lastOut
    const prev = lastOut
    lastIn = state
    if (!prev) return (lastOut = state)
    const fields = projectEntries(state.fields, prev.fields, (_id, f, shown) =>
      shown && f !== shown && isLive(f) && sameFrame(f, shown) ? shown : f,
    )
    const displays = projectEntries(state.displays, prev.displays, (id, text, before) => {
      const f = state.fields[id]
      return before !== undefined && f && isLive(f) ? before : text
    })
    const out: FormState = { ...state, fields, displays }
    for (const key of Object.keys(out) as (keyof FormState)[]) {
      if (!NOT_SHOWN.has(key) && out[key] !== prev[key]) return (lastOut = out)
    }
    return (lastOut = prev)
  }
}

// Members each field slot reads by itself (see FieldList): the form's frame ignores them.
const PER_FIELD: ReadonlySet<string> = new Set(['fields', 'displays', 'calcs', 'totals'])

/**
 * Creates the projection for the form's frame (title, response, errors, submit state, field
 * order): the previous frame while only field snapshots, displays, calcs and totals changed,
 * so a keystroke re-renders the field it changed and not the form around it. The frame's
 * `fields` and `displays` may be stale: fields read their own (see view/FieldList).
 */
export function createFrameSnapshot(): (view: FormState) => FormState {
  let last: FormState | undefined
  return (view) => {
    if (last && view !== last) {
      for (const key of Object.keys(view) as (keyof FormState)[]) {
        if (!PER_FIELD.has(key) && view[key] !== last[key]) return (last = view)
      }
      return last
    }
    return (last = view)
  }
}

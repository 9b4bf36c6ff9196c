/**
 * The snapshot the form view renders. A field that draws its live values itself (an html
 * field, see fields/HtmlField; a number input, see fields/NumberField) needs no React render
 * when only its value and display text change, so the view keeps its previous field snapshot
 * and display text; and when nothing
 * else the view shows changed (a keystroke feeding only displays, calcs and totals), the
 * view gets the previous snapshot and React does no work at all.
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

function sameEntries<T>(a: Readonly<Record<string, T>>, b: Readonly<Record<string, T>>): boolean {
  let n = 0
  for (const k in a) {
    if (a[k] !== b[k]) return false
    n++
  }
  return n === Object.keys(b).length
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
    const fields: Record<string, FieldState> = {}
    for (const id in state.fields) {
      const f = state.fields[id] as FieldState
      const shown = prev.fields[id]
      fields[id] = shown && f !== shown && isLive(f) && sameFrame(f, shown) ? shown : f
    }
    const displays: Record<string, string> = {}
    for (const id in state.displays) {
      const f = state.fields[id]
      const before = prev.displays[id]
      displays[id] =
        before !== undefined && f && isLive(f) ? before : (state.displays[id] as string)
    }
    const out: FormState = {
      ...state,
      fields: sameEntries(fields, prev.fields) ? prev.fields : fields,
      displays: sameEntries(displays, prev.displays) ? prev.displays : displays,
    }
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

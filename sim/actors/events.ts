/** A point in viewport CSS pixels. */
export interface Point {
  readonly x: number
  readonly y: number
}

/** An element's box in viewport CSS pixels. */
export interface Box extends Point {
  readonly width: number
  readonly height: number
}

/** A page element a step acts on, as the driver found it before planning. */
export interface Target {
  readonly selector: string
  readonly box: Box
}

/**
 * One event of the ground-truth log, planned before it is dispatched. `t` is visitor time
 * in ms since the scenario's page started loading.
 *  - `set-value`: the value changes without key events; `events` says which events fire
 *    (`input-change`: browser autofill; `none`: a script assigning `.value`).
 *  - `paste`: a paste with `inputType: insertFromPaste`, no key events.
 *  - `select`: a `<select>` now has exactly `values` selected (a pick from the dropdown's
 *    list, or the rest of a multi-select's choice); `events` as for `set-value`.
 *  - `focus` / `submit`: done by script (bots), without the pointer.
 *  - `post`: an HTTP request made without a browser (the raw-HTTP spammer).
 */
export type ActorEvent =
  | { readonly t: number; readonly type: 'move'; readonly x: number; readonly y: number }
  | { readonly t: number; readonly type: 'down' | 'up'; readonly x: number; readonly y: number }
  | {
      readonly t: number
      readonly type: 'keydown' | 'keyup'
      readonly key: string
      /** The field that has focus, when the actor gave it focus. */
      readonly field?: string
    }
  | {
      readonly t: number
      readonly type: 'set-value'
      readonly target: string
      readonly value: string
      readonly events: 'input-change' | 'none'
    }
  | { readonly t: number; readonly type: 'paste'; readonly target: string; readonly text: string }
  | {
      readonly t: number
      readonly type: 'select'
      readonly target: string
      readonly values: readonly string[]
      readonly events: 'input-change' | 'none'
    }
  | { readonly t: number; readonly type: 'scroll'; readonly dy: number }
  | { readonly t: number; readonly type: 'focus' | 'submit'; readonly target: string }
  | { readonly t: number; readonly type: 'touch'; readonly x: number; readonly y: number }
  | { readonly t: number; readonly type: 'navigate'; readonly url: string }
  | {
      readonly t: number
      readonly type: 'post'
      readonly path: string
      readonly fields: Readonly<Record<string, string>>
    }

/** A step with its targets resolved, ready for an actor to plan. */
export type PlannedStep =
  | { readonly action: 'move' | 'click' | 'submit' | 'touch'; readonly target: Target }
  | { readonly action: 'type' | 'paste'; readonly target: Target; readonly text: string }
  | {
      readonly action: 'select'
      /** The `<select>`; for a multi-select, the box of the first option to choose. */
      readonly target: Target
      /** The values of the options to choose. */
      readonly values: readonly string[]
    }
  | {
      readonly action: 'autofill'
      readonly fields: readonly { readonly target: Target; readonly value: string }[]
    }
  | { readonly action: 'scroll'; readonly dy: number }
  | { readonly action: 'wait'; readonly ms: number }
  | { readonly action: 'navigate'; readonly url: string }
  | {
      readonly action: 'post'
      readonly path: string
      readonly fields: Readonly<Record<string, string>>
    }

/** Where the actor is between steps. */
export interface ActorState {
  readonly t: number
  readonly cursor: Point
  /** The selector of the field that has focus, if the actor gave it focus. */
  readonly focused?: string
}

/** The center of a box. */
export function center(box: Box): Point {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/**
 * The jQuery side of the public surface (contract b): the `jQuery.fn.val` patch and the
 * `nfFormReady` / `nfFormSubmitResponse` document events. Without jQuery on the page the
 * same moments are DOM CustomEvents on `document` (`nfFormReady`, `nfFormSubmitResponse`)
 * whose `detail` carries the same arguments.
 */
import { bramble } from '../../core/message'

interface JQueryLike {
  (target: unknown): { trigger(name: string, args?: unknown): unknown }
  fn?: { val?: (...args: unknown[]) => unknown }
}

function jquery(win: Window): JQueryLike | undefined {
  const jq = (win as unknown as { jQuery?: unknown }).jQuery
  return typeof jq === 'function' ? (jq as JQueryLike) : undefined
}

/**
 * Patches `jQuery.fn.val` so a programmatic set on an `.nf-element` (not marked
 * `data-react-managed`) whose value differs fires `input` and `change`, which our React
 * inputs listen to. `apply()` patches the page's jQuery as it is now and may be called
 * again at any moment (a jQuery that arrives after this bundle, or replaces the first one,
 * is patched then; one already patched is left alone); `restore()` undoes every patch.
 */
export function jQueryValPatch(win: Window): { apply(): void; restore(): void } {
  const undo = new Map<{ val?: unknown }, () => void>()
  return {
    apply() {
      const fn = jquery(win)?.fn
      if (fn && !undo.has(fn)) {
        const restore = patchVal(fn)
        if (restore) undo.set(fn, restore)
      }
    },
    restore() {
      for (const restore of undo.values()) restore()
      undo.clear()
    },
  }
}

function patchVal(fn: NonNullable<JQueryLike['fn']>): (() => void) | undefined {
  const original = fn.val
  if (typeof original !== 'function') return undefined
  const patched = function (this: ArrayLike<Element>, ...args: unknown[]) {
    if (args.length === 0) return original.apply(this, args)
    const before: string[] = []
    for (let i = 0; i < this.length; i++) before.push(valueOf(this[i]))
    const result = original.apply(this, args)
    try {
      for (let i = 0; i < this.length; i++) {
        const el = this[i]
        if (!(el instanceof HTMLElement) || !el.classList.contains('nf-element')) continue
        if (el.hasAttribute('data-react-managed') || valueOf(el) === before[i]) continue
        notifyReact(el)
      }
    } catch (error) {
      console.error(bramble('Failed to forward a jQuery value change to a form:'), error)
    }
    return result
  }
  fn.val = patched
  return () => {
    if (fn.val === patched) fn.val = original
  }
}

function valueOf(el: Element | undefined): string {
  return el && 'value' in el ? String((el as HTMLInputElement).value) : ''
}

// React tracks the last value it saw; resetting the tracker makes it see this change.
function notifyReact(el: HTMLElement): void {
  const tracker = (el as unknown as { _valueTracker?: { setValue(v: string): void } })._valueTracker
  tracker?.setValue('')
  el.dispatchEvent(new Event('input', { bubbles: true }))
  el.dispatchEvent(new Event('change', { bubbles: true }))
}

/**
 * Fires a public form event: `jQuery(document).trigger(name, args)` when jQuery is
 * present, else `document.dispatchEvent(new CustomEvent(name, { detail: args }))`.
 */
export function firePublicEvent(win: Window, name: string, args: unknown): void {
  try {
    const jq = jquery(win)
    if (jq) jq(win.document).trigger(name, args)
    else win.document.dispatchEvent(new CustomEvent(name, { detail: args }))
  } catch (error) {
    console.error(bramble(`A "${name}" listener failed:`), error)
  }
}

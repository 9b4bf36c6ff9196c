/**
 * Runs in the page before its scripts: records what any page script could observe of the
 * visitor (event types, times and targets, never values the driver wrote), for the
 * reference verdict. Kept on `window.__brambleObserved`.
 */

/** What the observer saw. */
export interface Observed {
  webdriver: boolean
  userAgent: string
  /** [x, y, t] of every mousemove. */
  moves: [number, number, number][]
  /** [type, t, field] of key events. */
  keys: [string, number, string][]
  /** [inputType ('' for plain events), t, field, trusted] of input events. */
  inputs: [string, number, string, boolean][]
  pastes: [number, string][]
  submits: number[]
  scrolls: number
  touches: number
  /** [t, block modal open] of every `window.stop()` a page script called. */
  stops: [number, boolean][]
  /** Names of globals automation drivers are known to leave in a page (see AUTOMATION). */
  automation: string[]
}

/** Global names automation drivers leave behind: WebDriver's `cdc_` cache and the like. */
const AUTOMATION = /^\$?cdc_|^\$wdc_|^__(webdriver|driver)_|^domAutomation/

function automationGlobals(): string[] {
  const names = [...Object.getOwnPropertyNames(window), ...Object.getOwnPropertyNames(document)]
  return names.filter((n) => AUTOMATION.test(n))
}

function name(target: EventTarget | null): string {
  if (!(target instanceof Element)) return ''
  return target.id ? `#${target.id}` : (target.getAttribute('name') ?? target.tagName.toLowerCase())
}

/** Where the record of the previous document of the tab is kept (sessionStorage). */
export const PREVIOUS_KEY = '__bramble_observed_previous'

/** Installs the observer. */
export function installObserver(): void {
  const w = window as unknown as Record<string, unknown>
  if (w.__brambleObserved) return
  const o: Observed = {
    webdriver: navigator.webdriver,
    userAgent: navigator.userAgent,
    moves: [],
    keys: [],
    inputs: [],
    pastes: [],
    submits: [],
    scrolls: 0,
    touches: 0,
    stops: [],
    automation: automationGlobals(),
  }
  Object.defineProperty(w, '__brambleObserved', { value: o, enumerable: false })
  const on = (type: string, fn: (e: Event) => void) =>
    addEventListener(type, fn, { capture: true, passive: true })
  on('mousemove', (e) => {
    const m = e as MouseEvent
    o.moves.push([m.clientX, m.clientY, Math.round(e.timeStamp)])
  })
  for (const type of ['keydown', 'keyup'])
    on(type, (e) => o.keys.push([type, Math.round(e.timeStamp), name(e.target)]))
  on('input', (e) => {
    o.inputs.push([
      (e as InputEvent).inputType ?? '',
      Math.round(e.timeStamp),
      name(e.target),
      e.isTrusted,
    ])
    if (e.target instanceof Element) memory().visibleWhenChanged.set(e.target, isVisible(e.target))
  })
  on('paste', (e) => o.pastes.push([Math.round(e.timeStamp), name(e.target)]))
  // A submission usually navigates away: keep this document's record for the capture,
  // written while the submit event is dispatched, before anything can unload the page.
  const keep = () => {
    // Only a document the visitor submitted from replaces the kept record.
    if (o.submits.length === 0) return
    try {
      sessionStorage.setItem(PREVIOUS_KEY, JSON.stringify({ ...o, fields: fieldStates() }))
    } catch {
      // Storage may be unavailable (opaque origins): the record is lost, not the page.
    }
  }
  on('submit', (e) => {
    o.submits.push(Math.round(e.timeStamp))
    keep()
  })
  on('click', (e) => {
    const t = e.target
    if (t instanceof HTMLElement && t.matches('[type=submit], .nf-element[type=button]')) {
      o.submits.push(Math.round(e.timeStamp))
      keep()
    }
  })
  addEventListener('pagehide', keep)
  addEventListener('load', () => {
    rememberInitial()
    // Fields a page script adds later (date-picker widgets, repeater sets) start with the
    // page's value, not the visitor's: remember it once the adding task is done.
    new MutationObserver(rememberInitial).observe(document, { childList: true, subtree: true })
  })
  // `stop_script` makes the runtime stop the page's loading: the call is recorded (with
  // whether the block modal was up), then the browser's own stop runs.
  const stop = window.stop.bind(window)
  window.stop = () => {
    // Up = in the page, displayed and showing its message (a fade-in may still be running).
    const modal = document.querySelector('#cleantalk-modal-overlay')
    const up =
      modal !== null &&
      getComputedStyle(modal).display !== 'none' &&
      (document.querySelector('#cleantalk-modal-content')?.textContent ?? '').trim() !== ''
    o.stops.push([Math.round(performance.now()), up])
    stop()
  }
  on('wheel', () => o.scrolls++)
  on('touchstart', () => o.touches++)
}

/**
 * The record of the document the visitor submitted from: this one, or the previous one
 * when the submission navigated away.
 */
export function readObserved(): (Observed & { fields: FieldState[] }) | null {
  const o = (window as unknown as { __brambleObserved?: Observed }).__brambleObserved
  const current = o ? { ...o, fields: fieldStates() } : null
  const saved = sessionStorage.getItem(PREVIOUS_KEY)
  const previous = saved ? (JSON.parse(saved) as Observed & { fields: FieldState[] }) : null
  if (previous && (!current || (current.submits.length === 0 && previous.submits.length > 0)))
    return previous
  return current
}

/** The record as it stands when the visitor is about to submit (read just before the submit). */
export function snapshotBeforeSubmit(): (Observed & { fields: FieldState[] }) | null {
  const o = (window as unknown as { __brambleObserved?: Observed }).__brambleObserved
  if (!o) return null
  return { ...o, submits: [...o.submits, Math.round(performance.now())], fields: fieldStates() }
}

/** The form fields' state at the time of reading. */
export function readFields(): FieldState[] {
  return fieldStates()
}

/** A form field as the page shows it. */
export interface FieldState {
  readonly field: string
  readonly filled: boolean
  readonly visible: boolean
  readonly honeypot: boolean
}

interface FieldMemory {
  /**
   * Values fields had when the page finished loading, or when a page script added them: a
   * pre-filled field is not "filled in".
   */
  readonly initial: WeakMap<Element, string>
  /**
   * Whether a field was visible when its value last changed by an input event: a form that
   * hides itself after sending (a newsletter's success state) was visible while typed into.
   */
  readonly visibleWhenChanged: WeakMap<Element, boolean>
}

/**
 * Kept on the window: the driver reads through a fresh copy of this module (callInPage), so
 * module-level state of the installed copy would be invisible to it.
 */
function memory(): FieldMemory {
  const w = window as unknown as { __brambleFieldMemory?: FieldMemory }
  if (!w.__brambleFieldMemory)
    Object.defineProperty(w, '__brambleFieldMemory', {
      value: { initial: new WeakMap(), visibleWhenChanged: new WeakMap() },
      enumerable: false,
    })
  return w.__brambleFieldMemory!
}

function isVisible(el: Element): boolean {
  const style = getComputedStyle(el)
  const r = el.getBoundingClientRect()
  return (
    style.display !== 'none' &&
    style.visibility !== 'hidden' &&
    Number(style.opacity) > 0 &&
    r.width > 1 &&
    r.height > 1
  )
}

function rememberInitial(): void {
  const { initial } = memory()
  for (const el of document.querySelectorAll('input, textarea, select'))
    if (!initial.has(el)) initial.set(el, (el as HTMLInputElement).value)
}

function fieldStates(): FieldState[] {
  const out: FieldState[] = []
  for (const el of document.querySelectorAll('input, textarea, select')) {
    const f = el as HTMLInputElement
    if (['hidden', 'submit', 'button', 'checkbox', 'radio'].includes(f.type)) continue
    const visible = memory().visibleWhenChanged.get(f) ?? isVisible(f)
    const honeypot = /(^|[^a-z])(hp|honeypot)([^a-z]|$)|nf-field-hp/i.test(
      `${f.name} ${f.id} ${f.className}`,
    )
    const before =
      memory().initial.get(f) ?? (f instanceof HTMLSelectElement ? f.value : f.defaultValue)
    out.push({ field: name(f), filled: f.value !== '' && f.value !== before, visible, honeypot })
  }
  return out
}

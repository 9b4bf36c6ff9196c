/**
 * `bramble record`'s recorder: runs first in the page a person uses and posts what they do
 * to the recorder server in batches (docs/cli.md, "bramble record"). Times are the events'
 * own `timeStamp`, rounded to the ms, as any page script sees them. For privacy, a key that
 * types a character is sent without it: the characters arrive once, as the text the field
 * received (a password field's as `*`).
 */
import { readOutcomes, type DomOutcomes } from './dom-outcomes'

/** One raw event, as posted (validated on the server by sim/driver/record/raw-schema.ts). */
export type RawEvent =
  | { k: 'move' | 'down' | 'up' | 'touch'; t: number; x: number; y: number }
  | { k: 'click'; t: number; target: string; role: 'field' | 'select' | 'submit' | 'other' }
  | { k: 'keydown' | 'keyup'; t: number; field: string; key?: string; n?: number }
  | { k: 'input'; t: number; field: string; inputType: string; data?: string; value?: string }
  | { k: 'paste'; t: number; field: string; text: string }
  | { k: 'change'; t: number; field: string; values: string[] }
  | { k: 'wheel'; t: number; dy: number }
  | { k: 'scroll'; t: number; y: number }
  | { k: 'focus' | 'submit'; t: number; field: string }
  | { k: 'error'; t: number; message: string }

/** What a person's page is, once per document. */
export interface RawPage {
  url: string
  timeOrigin: number
  width: number
  height: number
  mobile: boolean
  touch: boolean
  scrollY: number
}

/** One posted batch. */
export interface RawBatch {
  doc: string
  seq: number
  page: RawPage
  events: RawEvent[]
  outcomes?: DomOutcomes
  /** Names of the anti-spam runtime's cookies and storage entries present (never values). */
  runtime?: string[]
}

const FLUSH_MS = 500
const SUBMIT = '[type=submit], button:not([type]), .nf-element[type=button]'

/** A CSS selector that finds `el` again: its id, its name, else its path from the body. */
export function selectorOf(el: Element): string {
  if (el.id) return `#${CSS.escape(el.id)}`
  const name = el.getAttribute('name')
  const tag = el.tagName.toLowerCase()
  if (name) {
    const s = `${tag}[name="${CSS.escape(name)}"]`
    if (document.querySelectorAll(s).length === 1) return s
  }
  const parent = el.parentElement
  if (!parent || el === document.body) return tag
  const same = [...parent.children].filter((c) => c.tagName === el.tagName)
  const own = same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(el) + 1})` : tag
  return `${selectorOf(parent)} > ${own}`
}

const isField = (el: Element) =>
  el instanceof HTMLTextAreaElement ||
  (el instanceof HTMLInputElement &&
    !['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'file'].includes(el.type))

function roleOf(el: Element): 'field' | 'select' | 'submit' | 'other' {
  if (el.closest(SUBMIT)) return 'submit'
  if (el.closest('select')) return 'select'
  return isField(el) ? 'field' : 'other'
}

/** Whether a mouse event was made up by the browser from a touch (replayed by the touch). */
function fromTouch(e: MouseEvent): boolean {
  const caps = (e as MouseEvent & { sourceCapabilities?: { firesTouchEvents?: boolean } })
    .sourceCapabilities
  return caps?.firesTouchEvents === true
}

/** The anti-spam runtime's cookie and storage names (which signals the page keeps). */
function runtimeKeys(): string[] {
  const names = new Set<string>()
  for (const c of document.cookie.split(';')) names.add(c.split('=')[0]!.trim())
  try {
    for (let i = 0; i < localStorage.length; i++) names.add(localStorage.key(i) ?? '')
  } catch {
    // Storage may be off: cookies are enough.
  }
  return [...names].filter((n) => /^(ct_|apbct_)/.test(n))
}

/** Installs the recorder; batches go to `endpoint` (same origin). */
export function installRecorder(endpoint: string): void {
  const w = window as unknown as Record<string, unknown>
  if (w.__brambleRecorder) return
  const doc = `${performance.timeOrigin}-${Math.random().toString(36).slice(2)}`
  const events: RawEvent[] = []
  Object.defineProperty(w, '__brambleRecorder', { value: { doc, events }, enumerable: false })
  let sent = 0
  let seq = 0
  const page = (): RawPage => ({
    url: location.href,
    timeOrigin: performance.timeOrigin,
    width: innerWidth,
    height: innerHeight,
    mobile: matchMedia('(pointer: coarse)').matches,
    touch: navigator.maxTouchPoints > 0,
    scrollY: Math.round(scrollY),
  })
  const flush = () => {
    let outcomes: DomOutcomes | undefined
    try {
      outcomes = document.body ? readOutcomes() : undefined
    } catch {
      outcomes = undefined
    }
    const batch: RawBatch = {
      doc,
      seq: seq++,
      page: page(),
      events: events.slice(sent),
      outcomes,
      runtime: runtimeKeys(),
    }
    sent = events.length
    const body = JSON.stringify(batch)
    // A beacon outlives the page (a submission navigates away) and no page script wraps it.
    if (!navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' })))
      void fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => undefined)
  }
  setInterval(flush, FLUSH_MS)
  addEventListener('pagehide', flush)

  const at = (e: Event) => Math.round(e.timeStamp)
  const push = (e: RawEvent) => void events.push(e)
  const target = (e: Event) => (e.target instanceof Element ? e.target : null)
  const fieldOf = (e: Event) => {
    const el = target(e)
    return el ? selectorOf(el) : ''
  }
  const on = (type: string, fn: (e: Event) => void) =>
    addEventListener(
      type,
      (e) => {
        try {
          fn(e)
        } catch {
          // The recorder must never break the page it records.
        }
      },
      { capture: true, passive: true },
    )

  // A browser may report its pointer at (0, 0) before any input (the replay drops such moves
  // too: in-page/phantom-pointer.ts); no person put it there.
  let pointed = false
  on('mousemove', (e) => {
    const m = e as MouseEvent
    if (!pointed && m.clientX === 0 && m.clientY === 0 && m.buttons === 0) return
    pointed = true
    if (!fromTouch(m)) push({ k: 'move', t: at(e), x: m.clientX, y: m.clientY })
  })
  for (const k of ['down', 'up'] as const)
    on(`mouse${k}`, (e) => {
      const m = e as MouseEvent
      if (m.button === 0 && !fromTouch(m)) push({ k, t: at(e), x: m.clientX, y: m.clientY })
    })
  on('click', (e) => {
    const el = target(e)
    if (el && (e as MouseEvent).detail > 0)
      push({ k: 'click', t: at(e), target: selectorOf(el), role: roleOf(el) })
  })
  on('touchstart', (e) => {
    const touch = (e as TouchEvent).changedTouches[0]
    if (touch) push({ k: 'touch', t: at(e), x: touch.clientX, y: touch.clientY })
  })
  // Typed keys are numbered; a release finds its press by the physical key.
  let typed = 0
  const pressed = new Map<string, number>()
  on('keydown', (e) => {
    const k = e as KeyboardEvent
    const field = fieldOf(e)
    // Only a key typed into a field is private; others (Space on the page) keep their name.
    const el = target(e)
    const types =
      (k.key.length === 1 || k.key === 'Unidentified') &&
      !k.ctrlKey &&
      !k.metaKey &&
      el !== null &&
      isField(el)
    if (!types) return push({ k: 'keydown', t: at(e), field, key: k.key })
    const n = typed++
    pressed.set(k.code || k.key, n)
    push({ k: 'keydown', t: at(e), field, n })
  })
  on('keyup', (e) => {
    const k = e as KeyboardEvent
    const n = pressed.get(k.code || k.key)
    if (n !== undefined && !(k.key.length > 1 && k.key !== 'Unidentified')) {
      pressed.delete(k.code || k.key)
      return push({ k: 'keyup', t: at(e), field: fieldOf(e), n })
    }
    push({ k: 'keyup', t: at(e), field: fieldOf(e), key: k.key })
  })
  on('input', (e) => {
    const el = target(e)
    if (!el || el instanceof HTMLSelectElement || !isField(el)) return
    const input = e as InputEvent
    const inputType = input.inputType ?? ''
    const secret = el instanceof HTMLInputElement && el.type === 'password'
    const data =
      input.data === null || input.data === undefined
        ? undefined
        : secret
          ? '*'.repeat(input.data.length)
          : input.data
    const filled = inputType === '' || inputType === 'insertReplacementText'
    const value = (el as HTMLInputElement).value
    push({
      k: 'input',
      t: at(e),
      field: selectorOf(el),
      inputType,
      ...(data === undefined ? {} : { data }),
      ...(filled ? { value: secret ? '*'.repeat(value.length) : value } : {}),
    })
  })
  on('paste', (e) => {
    const text = (e as ClipboardEvent).clipboardData?.getData('text/plain') ?? ''
    push({ k: 'paste', t: at(e), field: fieldOf(e), text })
  })
  on('change', (e) => {
    const el = target(e)
    if (el instanceof HTMLSelectElement)
      push({
        k: 'change',
        t: at(e),
        field: selectorOf(el),
        values: [...el.selectedOptions].map((o) => o.value),
      })
  })
  on('wheel', (e) => {
    const wheel = e as WheelEvent
    const unit = wheel.deltaMode === 1 ? 40 : wheel.deltaMode === 2 ? innerHeight : 1
    push({ k: 'wheel', t: at(e), dy: Math.round(wheel.deltaY * unit) })
  })
  addEventListener(
    'scroll',
    (e) => {
      if (e.target === document) push({ k: 'scroll', t: at(e), y: Math.round(scrollY) })
    },
    { capture: true, passive: true },
  )
  on('focusin', (e) => push({ k: 'focus', t: at(e), field: fieldOf(e) }))
  on('submit', (e) => push({ k: 'submit', t: at(e), field: fieldOf(e) }))
  addEventListener('error', (e) => push({ k: 'error', t: at(e), message: String(e.message) }))
}

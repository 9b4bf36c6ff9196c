/**
 * Runs in the page: the actor events that have no input-device equivalent in CDP. They are
 * dispatched as the browser itself would dispatch them (see docs/scenarios.md).
 */

function field(selector: string): HTMLInputElement | HTMLTextAreaElement {
  const el = document.querySelector(selector)
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement))
    throw new Error(`no input or textarea matches ${selector}`)
  return el
}

// The prototype's setter, so frameworks that track the value (React) see the change.
function assign(el: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto =
    el instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value)
}

/**
 * Sets a value without key events. `input-change` is browser autofill: Chromium fills the
 * field, then fires `input` and `change` (plain events, no inputType). `none` is a script
 * assigning `.value`, which fires nothing.
 */
export function setValue(selector: string, value: string, events: 'input-change' | 'none'): void {
  const el = field(selector)
  assign(el, value)
  if (events === 'input-change') {
    el.dispatchEvent(new Event('input', { bubbles: true }))
    el.dispatchEvent(new Event('change', { bubbles: true }))
  }
}

/** A paste: `paste` with the text on its clipboardData, then `beforeinput`/`input` with `insertFromPaste`. */
export function paste(selector: string, text: string): void {
  const el = field(selector)
  if (document.activeElement !== el) el.focus()
  const data = new DataTransfer()
  data.setData('text/plain', text)
  const pasteEvent = new ClipboardEvent('paste', {
    clipboardData: data,
    bubbles: true,
    cancelable: true,
  })
  if (!el.dispatchEvent(pasteEvent)) return
  const init = { inputType: 'insertFromPaste', data: text, bubbles: true }
  if (!el.dispatchEvent(new InputEvent('beforeinput', { ...init, cancelable: true }))) return
  // Email and number inputs have no selection: the paste goes at the end.
  const start = el.selectionStart ?? el.value.length
  const end = el.selectionEnd ?? el.value.length
  assign(el, el.value.slice(0, start) + text + el.value.slice(end))
  if (el.selectionStart !== null) el.setSelectionRange(start + text.length, start + text.length)
  el.dispatchEvent(new InputEvent('input', init))
}

/**
 * The options of a `<select>` a step chooses, each found by its label (the text shown,
 * trimmed) or else its value; for a multi-select (a list box) also the box of the first, where
 * a click picks it. An error names what is missing and what there is.
 */
export function choices(
  selector: string,
  wanted: string[],
): {
  values?: string[]
  firstBox?: { x: number; y: number; width: number; height: number } | null
  error?: string
} {
  const el = document.querySelector(selector)
  if (!(el instanceof HTMLSelectElement))
    return { error: `no <select> matches ${selector} (a dropdown or a multi-select)` }
  const options = [...el.options]
  const found: HTMLOptionElement[] = []
  for (const w of wanted) {
    const o = options.find((x) => x.text.trim() === w.trim()) ?? options.find((x) => x.value === w)
    if (!o) {
      const known = options.map((x) => `"${x.text.trim()}" (${x.value})`).join(', ')
      return { error: `no option has the label or value "${w}"; the options are ${known}` }
    }
    found.push(o)
  }
  if (!el.multiple && found.length > 1)
    return { error: `choose one option: ${selector} is a dropdown, not a multi-select` }
  const listBox = el.multiple || el.size > 1
  const r = listBox ? found[0]!.getBoundingClientRect() : null
  return {
    values: found.map((o) => o.value),
    firstBox: r && r.height > 0 ? { x: r.left, y: r.top, width: r.width, height: r.height } : null,
  }
}

/**
 * Makes exactly the options with `values` selected. `input-change`: as the browser does after
 * a pick from the list, `input` then `change`; `none`: a script setting `selected`, no events.
 */
export function select(selector: string, values: string[], events: 'input-change' | 'none'): void {
  const el = document.querySelector(selector)
  if (!(el instanceof HTMLSelectElement)) throw new Error(`no <select> matches ${selector}`)
  for (const o of el.options) o.selected = values.includes(o.value)
  if (events === 'input-change') {
    el.dispatchEvent(new Event('input', { bubbles: true }))
    el.dispatchEvent(new Event('change', { bubbles: true }))
  }
}

/** Focus by script, as a bot does without the pointer. */
export function focus(selector: string): void {
  const el = document.querySelector(selector)
  if (el instanceof HTMLElement) el.focus()
  else throw new Error(`nothing focusable matches ${selector}`)
}

/** Submits the form of an element by script (`requestSubmit`, so submit listeners run). */
export function submit(selector: string): void {
  const el = document.querySelector(selector)
  const form = el instanceof HTMLFormElement ? el : el?.closest('form')
  if (!form) {
    // Forms rendered without a <form> (the form builder) are submitted by their button.
    if (el instanceof HTMLElement) el.click()
    else throw new Error(`no form or control matches ${selector}`)
    return
  }
  const submitter =
    el instanceof HTMLButtonElement || (el instanceof HTMLInputElement && el.type === 'submit')
      ? el
      : undefined
  form.requestSubmit(submitter)
}

/** The viewport box of the first element matching `selector`, scrolled into view unless `scroll` is false. */
export function box(
  selector: string,
  scroll = true,
): { x: number; y: number; width: number; height: number } | null {
  const el = document.querySelector(selector)
  if (!el) return null
  const r = el.getBoundingClientRect()
  if (scroll && (r.bottom > innerHeight || r.top < 0)) {
    el.scrollIntoView({ block: 'center' })
    const s = el.getBoundingClientRect()
    return { x: s.left, y: s.top, width: s.width, height: s.height }
  }
  return { x: r.left, y: r.top, width: r.width, height: r.height }
}

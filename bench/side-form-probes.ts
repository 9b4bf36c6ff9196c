/**
 * What the side-by-side form pages carry besides their form scripts (side-forms.ts): the
 * readiness probe, the keystroke marks of the calculation chain, the keys typed into it and
 * the times read back from the marks.
 */
import type { CDPSession } from 'puppeteer'
import { markTime, type TraceEvent } from './lib/trace'

/** The calculations of the chain page. */
export const CHAIN = 100

/** The readiness probe: marks `bench-ready` once `fields` containers and an enabled submit exist. */
export const readyProbe = (fields: number) => `<script>(() => {
  const done = () => {
    const b = document.querySelector('.nf-form-cont .submit-container input[type=submit]')
    if (!b || b.disabled) return false
    if (document.querySelectorAll('.nf-form-cont .nf-field-container').length < ${fields}) return false
    performance.mark('bench-ready')
    setTimeout(() => fetch('/__bench/report/ready'), 1000)
    return true
  }
  new MutationObserver((_, obs) => done() && obs.disconnect())
    .observe(document, { childList: true, subtree: true, attributes: true })
})()</script>`

// Keystroke marks: `key-start-i` at the keydown of a digit, `key-shown-i` when all displays
// show the chain's value for the input's value, `key-after-i` after that frame (a message
// posted from its animation callback runs once style, layout and paint are done).
export const KEY_PROBE = `<script>(() => {
  let n = 0
  let pending = -1
  const shown = () => {
    const input = document.querySelector('.nf-form-cont .number-container input')
    const shows = document.querySelectorAll('.nf-form-cont .html-container')
    if (!input || input.value === '' || shows.length !== ${CHAIN}) return false
    const v = Number(input.value)
    for (let j = 0; j < ${CHAIN}; j++)
      if (!shows[j].textContent.includes('Step ' + j + ': ' + (v * 1.5 + j).toFixed(2))) return false
    return true
  }
  document.addEventListener('keydown', (e) => {
    if (!/^[0-9]$/.test(e.key)) return
    pending = n++
    performance.mark('key-start-' + pending)
  }, { capture: true })
  new MutationObserver(() => {
    if (pending < 0 || !shown()) return
    const i = pending
    pending = -1
    performance.mark('key-shown-' + i)
    requestAnimationFrame(() => {
      const ch = new MessageChannel()
      ch.port1.onmessage = () => {
        performance.mark('key-after-' + i)
        setTimeout(() => fetch('/__bench/report/key?i=' + i), 30)
      }
      ch.port2.postMessage(0)
    })
  }).observe(document, { childList: true, subtree: true, characterData: true })
})()</script>`

/** The keys of each keystroke (each followed by Tab). */
export const KEYS: readonly [string, ...string[]][] = [['3'], ['ShiftTab', '7']]

/** Presses `key` (a digit, Tab or `ShiftTab`) through the input session. */
export async function press(input: CDPSession, key: string): Promise<void> {
  const shift = key === 'ShiftTab'
  const name = shift ? 'Tab' : key
  const d = {
    key: name,
    code: /^\d$/.test(name) ? `Digit${name}` : name,
    windowsVirtualKeyCode: /^\d$/.test(name) ? 48 + Number(name) : 9,
    modifiers: shift ? 8 : 0,
  }
  await input.send('Input.dispatchKeyEvent', {
    type: /^\d$/.test(name) ? 'keyDown' : 'rawKeyDown',
    ...(/^\d$/.test(name) ? { text: name } : {}),
    ...d,
  })
  await input.send('Input.dispatchKeyEvent', { type: 'keyUp', ...d })
}

/** Keydown of each keystroke → its `key-<end>-i` mark, in ms (none off the chain page). */
export function keyTimes(events: TraceEvent[], chain: boolean, end: 'shown' | 'after'): number[] {
  if (!chain) return []
  return KEYS.map(
    (_, i) => (markTime(events, `key-${end}-${i}`) - markTime(events, `key-start-${i}`)) / 1000,
  )
}

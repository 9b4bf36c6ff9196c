import type { KeyInput, Page } from 'puppeteer'
import type { ActorEvent } from '../actors/events'
import { callInPage } from './in-page-source'

function isLayoutKey(key: string): key is KeyInput {
  // Single printable ASCII characters and named keys are in puppeteer's US layout.
  return key.length > 1 || (key >= ' ' && key <= '~')
}

// Counts the document's scroll events (installed once per document, before the first wheel).
const SCROLLS = `(() => {
  if (!('__brambleScrolls' in window)) {
    window.__brambleScrolls = 0
    addEventListener('scroll', () => window.__brambleScrolls++, { capture: true, passive: true })
  }
  return window.__brambleScrolls
})()`
/** Wall time a wheel may take to scroll the page before the run moves on (none may follow). */
const SCROLL_WAIT_MS = 250

/**
 * A wheel turn, then a wait (in wall time) until the page has seen the scroll it causes:
 * the browser scrolls and fires `scroll` at its next frame, after the input was
 * acknowledged, and virtual time must not move in between (or the runtime's scroll flag
 * would carry a different time in each run). A page that cannot scroll further sees none.
 */
async function wheelAndWait(page: Page, dy: number): Promise<void> {
  const before = (await page.evaluate(SCROLLS)) as number
  await page.mouse.wheel({ deltaY: dy })
  const until = performance.now() + SCROLL_WAIT_MS
  while (performance.now() < until) {
    if (((await page.evaluate(SCROLLS)) as number) > before) return
    await new Promise((r) => setTimeout(r, 5))
  }
}

/**
 * Dispatches one planned event. Pointer, wheel, touch and keys go through CDP input (trusted
 * events, as a device makes them); autofill, paste and bot script actions are dispatched in
 * the page as the browser or the script would (sim/driver/in-page/actions.ts).
 */
export async function dispatchEvent(page: Page, e: ActorEvent, origin: string): Promise<void> {
  switch (e.type) {
    case 'move':
      return page.mouse.move(e.x, e.y)
    case 'down':
      return page.mouse.down()
    case 'up':
      return page.mouse.up()
    case 'keydown':
      if (isLayoutKey(e.key)) return page.keyboard.down(e.key)
      return page.keyboard.sendCharacter(e.key)
    case 'keyup':
      if (isLayoutKey(e.key)) return page.keyboard.up(e.key)
      return
    case 'scroll':
      return wheelAndWait(page, e.dy)
    case 'touch':
      await page.touchscreen.touchStart(e.x, e.y)
      await page.touchscreen.touchEnd()
      return
    case 'set-value':
      return callInPage(page, 'actions', 'setValue', e.target, e.value, e.events)
    case 'paste':
      return callInPage(page, 'actions', 'paste', e.target, e.text)
    case 'select':
      return callInPage(page, 'actions', 'select', e.target, e.values, e.events)
    case 'focus':
      return callInPage(page, 'actions', 'focus', e.target)
    case 'submit':
      return callInPage(page, 'actions', 'submit', e.target)
    case 'navigate':
      await page.goto(new URL(e.url, origin).href, { waitUntil: 'load' })
      return
    case 'post':
      throw new Error('a raw HTTP post cannot be dispatched to a page')
  }
}

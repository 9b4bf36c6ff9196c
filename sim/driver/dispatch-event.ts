import type { KeyInput, Page } from 'puppeteer'
import type { ActorEvent } from '../actors/events'
import { callInPage } from './in-page-source'

function isLayoutKey(key: string): key is KeyInput {
  // Single printable ASCII characters and named keys are in puppeteer's US layout.
  return key.length > 1 || (key >= ' ' && key <= '~')
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
      return page.mouse.wheel({ deltaY: e.dy })
    case 'touch':
      await page.touchscreen.touchStart(e.x, e.y)
      await page.touchscreen.touchEnd()
      return
    case 'set-value':
      return callInPage(page, 'actions', 'setValue', e.target, e.value, e.events)
    case 'paste':
      return callInPage(page, 'actions', 'paste', e.target, e.text)
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

import { path as ghostPath } from 'ghost-cursor'
import type { Page } from 'puppeteer'

/**
 * A visitor's hands on a real page: the pointer travels a curved path to each field, clicks
 * it, and types key by key — the signals the anti-spam runtimes read come from real input
 * events, as with a person.
 */
/** A hand's pace along its path: one pointer position per this many milliseconds. */
const POINT_EVERY_MS = 20

export class Visitor {
  private at = { x: 40, y: 40 }

  constructor(readonly page: Page) {}

  /** Moves to the middle of the element and clicks it. */
  async click(selector: string): Promise<void> {
    const element = await this.page.waitForSelector(selector, { visible: true })
    await element!.scrollIntoView()
    const box = await element!.boundingBox()
    if (!box) throw new Error(`[bramble] Failed to click ${selector}: it has no box on the page.`)
    const to = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    // Paced by the clock, not by how fast the browser answers each move: both runtimes sample
    // the pointer on a timer, so the same path must take the same time on either page.
    const started = Date.now()
    for (const [index, point] of ghostPath(this.at, to).entries()) {
      await this.page.mouse.move(point.x, point.y)
      await untilClock(started + (index + 1) * POINT_EVERY_MS)
    }
    this.at = to
    await this.page.mouse.click(to.x, to.y)
  }

  /** Clicks the field and types `text` at a person's pace. */
  async fill(selector: string, text: string): Promise<void> {
    await this.click(selector)
    await this.page.keyboard.type(text, { delay: 25 })
  }
}

async function untilClock(due: number): Promise<void> {
  const left = due - Date.now()
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
}

/**
 * Waits until the anti-spam script has handed the page its JavaScript-check key (the cookie
 * `ct_checkjs` in native cookie mode): without it the plugin's server, its cloud unreachable,
 * refuses every submission as "Forbidden. Please, enable Javascript."
 */
export async function waitForJsCheck(page: Page): Promise<void> {
  await page.waitForFunction(() => /(^|;\s*)ct_checkjs=[^;]+/.test(document.cookie), {
    timeout: 15_000,
  })
}

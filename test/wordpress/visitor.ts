import { path as ghostPath } from 'ghost-cursor'
import type { Page } from 'puppeteer'

/**
 * A visitor's hands on a real page: the pointer travels a curved path to each field, clicks
 * it, and types key by key — the signals the anti-spam runtimes read come from real input
 * events, as with a person.
 */
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
    for (const point of ghostPath(this.at, to)) {
      await this.page.mouse.move(point.x, point.y)
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

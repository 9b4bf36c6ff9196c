import type { Page } from 'puppeteer'
import type { Step } from '../scenario/schema'

/** Performs one scripted step on the page. */
export async function performStep(page: Page, step: Step): Promise<void> {
  switch (step.action) {
    case 'click':
      await page.click(step.target)
      return
    case 'type':
      await page.type(step.target, step.text, { delay: step.delayMs })
      return
    case 'wait':
      await new Promise((r) => setTimeout(r, step.ms))
      return
    case 'waitFor':
      await page.waitForSelector(step.target, { timeout: step.timeoutMs })
      return
  }
}

import type { Browser, Page } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from '../support/axe'
import { openFixture, startBrowser } from '../support/browser'
import { blockedEmailCheck } from './antispam-page'

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** axe-core violations (rule id: first target) inside `selector`. */
async function violations(page: Page, selector: string): Promise<string[]> {
  const found = await axeViolations(page, { include: [selector] })
  return found.map((v) => `${v.id}: ${v.nodes[0] ?? ''}`)
}

describe('accessibility of the anti-spam UI (axe-core)', () => {
  it('decoder popup in its waiting and result states', async () => {
    const p = await openFixture(browser, 'encoded-emails')
    try {
      await p.page.click('#shape-blur .apbct-email-encoder')
      await p.page.waitForSelector('#apbct_popup')
      expect(await violations(p.page, '#apbct_popup')).toEqual([])
      await p.page.waitForSelector('.apbct-email-encoder-got-it-button', { timeout: 8000 })
      expect(await violations(p.page, '#apbct_popup')).toEqual([])
      // Got it has focus, so Enter from the keyboard finishes the decode.
      await p.page.keyboard.press('Enter')
      await p.page.waitForFunction(() => !document.getElementById('apbct_popup'))
    } finally {
      await p.close()
    }
  })

  it('badge popup', async () => {
    const p = await openFixture(browser, 'comment-list-trp')
    try {
      await p.page.hover('#comment-2 .apbct-real-user-badge')
      await p.page.waitForSelector('#comment-2 .apbct-real-user-popup.visible strong')
      expect(await violations(p.page, '#comment-2 .apbct-real-user-popup')).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('block message modal', async () => {
    const p = await openFixture(
      browser,
      'comment-form',
      blockedEmailCheck({ comment: 'Blocked. See https://cleantalk.org/blacklists' }),
    )
    try {
      await p.page.type('#email', 'john@example.com')
      await p.page.focus('#comment')
      await p.page.waitForSelector('#cleantalk-modal-inner a')
      expect(await violations(p.page, '#cleantalk-modal-overlay')).toEqual([])
    } finally {
      await p.close()
    }
  })
})

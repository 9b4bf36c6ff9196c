import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Browser, Page } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openFixture, startBrowser } from '../support/browser'

let browser: Browser
let axeSource: string
beforeAll(async () => {
  browser = await startBrowser()
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
})
afterAll(async () => {
  await browser?.close()
})

/** axe-core violations (rule id: first target) inside `selector`. */
async function violations(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(axeSource)
  return page.evaluate(async (sel) => {
    const axe = (
      window as unknown as {
        axe: {
          run(c: unknown): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const result = await axe.run({ include: [[sel]] })
    return result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ') ?? ''}`)
  }, selector)
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
    const p = await openFixture(browser, 'comment-form', {
      knobs: { emailCheckExist: true },
      policy: {
        faults: [
          {
            kind: 'block',
            match: { route: 'check_email_exist_post' },
            comment: 'Blocked. See https://cleantalk.org/blacklists',
          },
        ],
      },
    })
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

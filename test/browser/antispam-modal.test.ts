import type { Browser, Page } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openFixture, startBrowser, type OpenedPage } from '../support/browser'
import { blockedEmailCheck } from './antispam-page'

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const COMMENT = 'Blocked <b>bold</b>. See https://cleantalk.org/blacklists/127.0.0.1. Thanks'

/** A comment page whose email check (one of the runtime's own calls) is answered with a block. */
async function blockedPage(shape: 'apbct' | 'data'): Promise<OpenedPage> {
  return openFixture(browser, 'comment-form', {
    ...blockedEmailCheck({ times: 'always', shape, comment: COMMENT }),
    beforeLoad: async (page) => {
      await page.evaluateOnNewDocument(() => {
        const w = window as unknown as { seen: string[] }
        w.seen = []
        for (const name of [
          'apbctAjaxBockAlert',
          'cleantalkModalContentLoaded',
          'cleantalkModalClosed',
        ])
          document.addEventListener(name, (e) =>
            w.seen.push(`${name}:${JSON.stringify((e as CustomEvent).detail ?? null)}`),
          )
      })
    },
  })
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: string[] }).seen)
const activeId = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement
    return a?.id || a?.tagName || ''
  })
const insideModal = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('#cleantalk-modal-inner'))

describe('block message modal', () => {
  it.each(['apbct', 'data'] as const)(
    '%s shape on an own call: event, modal with text and safe link, focus trap, Escape restores focus',
    async (shape) => {
      const p = await blockedPage(shape)
      try {
        await p.page.type('#email', 'john@example.com')
        // Leaving the field sends the check; the block reply opens the modal.
        await p.page.focus('#comment')
        await p.page.waitForSelector(
          '#cleantalk-modal-overlay #cleantalk-modal-inner #cleantalk-modal-content',
        )
        expect(await p.page.$eval('#cleantalk-modal-content', (c) => c.textContent)).toBe(COMMENT)
        expect(await p.page.$$('#cleantalk-modal-content b')).toHaveLength(0)
        const link = await p.page.$eval('#cleantalk-modal-content a', (a) => ({
          href: a.getAttribute('href'),
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
        }))
        expect(link.href).toBe('https://cleantalk.org/blacklists/127.0.0.1')
        expect(link.target).toBe('_blank')
        expect(link.rel).toContain('noopener')
        expect(await p.page.$('style#cleantalk-modal-styles')).not.toBe(null)
        expect(
          await p.page.$eval('body', (b) => b.classList.contains('cleantalk-modal-opened')),
        ).toBe(true)
        expect(await seen(p.page)).toEqual([
          `apbctAjaxBockAlert:${JSON.stringify({ message: COMMENT })}`,
          'cleantalkModalContentLoaded:null',
        ])
        // Focus moves into the dialog and Tab / Shift+Tab never leave it.
        expect(await insideModal(p.page)).toBe(true)
        for (let i = 0; i < 4; i++) {
          await p.page.keyboard.press('Tab')
          expect(await insideModal(p.page)).toBe(true)
        }
        await p.page.keyboard.down('Shift')
        for (let i = 0; i < 3; i++) {
          await p.page.keyboard.press('Tab')
          expect(await insideModal(p.page)).toBe(true)
        }
        await p.page.keyboard.up('Shift')
        await p.page.keyboard.press('Escape')
        expect(await p.page.$('#cleantalk-modal-overlay')).toBe(null)
        expect(await activeId(p.page)).toBe('comment')
        expect(
          await p.page.$eval('body', (b) => b.classList.contains('cleantalk-modal-opened')),
        ).toBe(false)
        expect((await seen(p.page)).at(-1)).toBe('cleantalkModalClosed:null')
        expect(p.errors).toEqual([])
      } finally {
        await p.close()
      }
    },
  )

  it('stop_script 1 stops the page load and still shows the modal', async () => {
    const p = await openFixture(browser, 'comment-form', {
      ...blockedEmailCheck({ stopScript: 1, comment: 'Stopped' }),
      beforeLoad: async (page) => {
        await page.evaluateOnNewDocument(() => {
          const w = window as unknown as { stops: number }
          w.stops = 0
          const stop = window.stop.bind(window)
          window.stop = () => {
            w.stops++
            stop()
          }
        })
      },
    })
    try {
      await p.page.type('#email', 'john@example.com')
      await p.page.focus('#comment')
      await p.page.waitForSelector('#cleantalk-modal-content')
      expect(await p.page.$eval('#cleantalk-modal-content', (c) => c.textContent)).toBe('Stopped')
      expect(await p.page.evaluate(() => (window as unknown as { stops: number }).stops)).toBe(1)
    } finally {
      await p.close()
    }
  })

  it('closes on an overlay click and on the close button, not on a click inside', async () => {
    const p = await blockedPage('apbct')
    try {
      await p.page.type('#email', 'john@example.com')
      await p.page.focus('#comment')
      await p.page.waitForSelector('#cleantalk-modal-inner')
      await p.page.click('#cleantalk-modal-content')
      expect(await p.page.$('#cleantalk-modal-overlay')).not.toBe(null)
      await p.page.mouse.click(5, 5)
      expect(await p.page.$('#cleantalk-modal-overlay')).toBe(null)

      await p.page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('#email')!
        input.value = ''
      })
      await p.page.type('#email', 'mary@example.org')
      await p.page.focus('#comment')
      await p.page.waitForSelector('#cleantalk-modal-close')
      await p.page.click('#cleantalk-modal-close')
      expect(await p.page.$('#cleantalk-modal-overlay')).toBe(null)
    } finally {
      await p.close()
    }
  })
})

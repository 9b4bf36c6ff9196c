import type { Browser } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openFixture, startBrowser } from '../support/browser'
import { formReady } from '../support/forms-support'

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('a keystroke feeding 100 calculation displays', () => {
  it('changes only the 100 value texts, with the displays prepared while the page was idle', async () => {
    const p = await openFixture(browser, 'forms-ui-calc-chain')
    try {
      await formReady(p.page)
      await p.page.waitForFunction(
        () => document.querySelectorAll('.nf-live-display span[data-key]').length === 100,
      )
      // Two idle periods: the displays queued their preparation when drawn, before these.
      const idle = () =>
        p.page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r())))
      await idle()
      await idle()
      await p.page.evaluate(() => {
        const w = window as unknown as { seen: { queries: number; mutations: MutationRecord[] } }
        w.seen = { queries: 0, mutations: [] }
        // Each display looking up its value spans again is the work done while idle.
        const own = Element.prototype.querySelectorAll
        Element.prototype.querySelectorAll = function (this: Element, selector: string) {
          if (selector === 'span[data-key]') w.seen.queries++
          return own.call(this, selector)
        } as typeof own
        new MutationObserver((records) => w.seen.mutations.push(...records)).observe(
          document.body,
          { subtree: true, childList: true, attributes: true, characterData: true },
        )
      })
      await p.page.type('.number-container input', '4')
      await p.page.waitForFunction(() =>
        [...document.querySelectorAll('.nf-live-display')].pop()?.textContent?.includes('105.00'),
      )
      const seen = await p.page.evaluate(() => {
        const w = window as unknown as { seen: { queries: number; mutations: MutationRecord[] } }
        const displays = w.seen.mutations.filter((m) => {
          const el = m.target instanceof Element ? m.target : m.target.parentElement
          return el?.closest('.nf-live-display') !== null
        })
        return {
          queries: w.seen.queries,
          kinds: [...new Set(displays.map((m) => m.type))],
          texts: w.seen.mutations.filter(
            (m) =>
              m.type === 'characterData' && m.target.parentElement?.closest('.nf-live-display'),
          ).length,
          first: document.querySelector('.nf-live-display')?.textContent,
        }
      })
      expect(seen.first).toBe('Step 0: 6.00')
      // The displays' own text nodes get the new values: no element, attribute or class
      // changes inside them.
      expect(seen.kinds).toEqual(['characterData'])
      expect(seen.texts).toBe(100)
      expect(seen.queries).toBe(0)
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

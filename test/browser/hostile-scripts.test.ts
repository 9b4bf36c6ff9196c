import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { PAGE_THROWS } from '../../sim/pages/hostile-scripts'
import { openFixture, useBrowser } from '../support/browser'
import '../support/forms-support'

const browser = useBrowser()

const BLOCKED = '*** Forbidden. Sender blacklisted. ***'

/** The page's own XHR call of a plugin the runtime has no rule for. */
const pageXhr = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const xhr = new XMLHttpRequest()
        xhr.open('POST', '/wp-admin/admin-ajax.php')
        xhr.setRequestHeader('content-type', 'application/x-www-form-urlencoded')
        xhr.onload = () => resolve(xhr.responseText)
        xhr.send('action=other_plugin')
      }),
  )

describe.each(['hostile-scripts', 'hostile-scripts-frozen'])('%s', (fixture) => {
  it('both runtimes keep working; only the page’s own errors reach it', async () => {
    const p = await openFixture(browser(), fixture, {
      policy: {
        faults: [
          { kind: 'block', match: { action: 'other_plugin' }, shape: 'apbct', comment: BLOCKED },
        ],
      },
    })
    try {
      // The form renders with our React (the page's old window.React is left alone)…
      await p.page.waitForSelector('#nf-form-1-cont input#nf-field-1', { timeout: 5000 })
      expect(
        await p.page.evaluate(() => (window as { React?: { version?: string } }).React?.version),
      ).toBe('15.6.2')
      // …and submits through the other plugin's fetch wrapper: the page's bus sees success.
      await p.page.evaluate(() => {
        const w = window as unknown as { __ok: boolean }
        window.nfRadio.channel('forms').on('submit:response', (...a: never[]) => {
          const reply = a[0] as unknown as { errors?: object } | undefined
          w.__ok = Object.keys(reply?.errors ?? {}).length === 0
        })
      })
      await p.page.type('#nf-field-1', 'A question')
      const calls = () =>
        p.page.evaluate(() => (window as { otherPluginCalls?: number }).otherPluginCalls ?? 0)
      const beforeSubmit = await calls()
      await p.page.click('#nf-form-1-cont .submit-container input[type=submit]')
      await p.page.waitForFunction(() => (window as unknown as { __ok?: boolean }).__ok === true, {
        timeout: 5000,
      })
      expect(await calls()).toBeGreaterThan(beforeSubmit)
      const beforeXhr = await calls()
      // A block reply to the page's XHR, through the other plugin's XHR wrapper, opens the modal.
      await pageXhr(p.page)
      await p.page.waitForSelector('#cleantalk-modal-content', { timeout: 5000 })
      expect(await p.page.$eval('#cleantalk-modal-content', (c) => c.textContent)).toBe(BLOCKED)
      expect(await calls()).toBe(beforeXhr + 1)
      await p.page.keyboard.press('Escape')
      // The decoder works (its popup is React too).
      await p.page.click('#contact .apbct-email-encoder')
      await p.page.waitForSelector('.apbct-email-encoder-got-it-button', { timeout: 10_000 })
      expect(p.errors.map((e) => e.replace(/^Error: /, ''))).toEqual([...PAGE_THROWS])
      expect(p.console.filter((l) => l.includes('[bramble]'))).toEqual([])
    } finally {
      await p.close()
    }
  })
})

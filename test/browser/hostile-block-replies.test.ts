import { describe, expect, it } from 'vitest'
import { openFixture, useBrowser } from '../support/browser'
import { pagePost } from './antispam-page'

const browser = useBrowser()

const BLOCKED = '*** Forbidden. Sender blacklisted. Anti-Spam by CleanTalk. ***'

describe('block replies on a page with no third-party plugin and no jQuery', () => {
  it.each(['xhr', 'xhr-json', 'fetch'] as const)(
    'a block reply to the page’s own %s call opens the modal',
    async (via) => {
      const p = await openFixture(browser(), 'comment-form', {
        policy: {
          faults: [
            { kind: 'block', match: { action: 'other_plugin' }, shape: 'apbct', comment: BLOCKED },
          ],
        },
      })
      try {
        expect(await pagePost(p.page, via)).toContain('blocked')
        await p.page.waitForSelector('#cleantalk-modal-content', { timeout: 5000 })
        expect(await p.page.$eval('#cleantalk-modal-content', (c) => c.textContent)).toBe(BLOCKED)
        // The page's own code got its reply untouched, and nothing of the plugin chunk loaded.
        expect(p.fetchedBundles()).not.toContain('antispam-plugins.js')
        expect(p.errors).toEqual([])
      } finally {
        await p.close()
      }
    },
  )

  it('ordinary XHR replies load nothing', async () => {
    const p = await openFixture(browser(), 'comment-form', {
      // Pin the page's random source: one load in 100 captures JS errors, with the lazy chunk.
      beforeLoad: (page) => page.evaluateOnNewDocument('Math.random = () => 0.5'),
    })
    try {
      await pagePost(p.page, 'xhr')
      await p.page.waitForNetworkIdle({ idleTime: 200 })
      expect(p.fetchedBundles()).toEqual(['antispam.js'])
      expect(await p.page.$('#cleantalk-modal-content')).toBe(null)
    } finally {
      await p.close()
    }
  })
})

import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { openFixture, type OpenedPage } from '../support/browser'
import { fieldsOf, received } from './antispam-integrations-support'
import { pagePost, useBrowser } from './antispam-page'

const browser = useBrowser()

/** Contract (g) "also scan intercepted XHR/fetch replies" and (h) "which replies are block messages". */

const BLOCKED = '*** Forbidden. Sender blacklisted. Anti-Spam by CleanTalk. ***'
const ORDINARY = 'Thanks, you are subscribed.'

/** Records the block event of every block message the page shows. */
const recordBlocks = (page: Page) =>
  page.evaluateOnNewDocument(() => {
    const w = window as unknown as { blocks: string[] }
    w.blocks = []
    document.addEventListener('apbctAjaxBockAlert', (e) =>
      w.blocks.push(String((e as CustomEvent<{ message: string }>).detail.message)),
    )
  })

const blocks = (page: Page) =>
  page.evaluate(() => (window as unknown as { blocks: string[] }).blocks)

const modalText = async (page: Page) => {
  await page.waitForSelector('#cleantalk-modal-content', { timeout: 10_000 })
  return page.$eval('#cleantalk-modal-content', (c) => c.textContent)
}

async function open(fixture: string, faults: object[]): Promise<OpenedPage> {
  return openFixture(browser(), fixture, {
    knobs: { cookieMode: 'none' },
    policy: { faults: faults as never },
    beforeLoad: recordBlocks,
  })
}

describe('block messages in intercepted replies', () => {
  it('an apbct block reply to the rewritten MailPoet XHR opens the modal with its comment', async () => {
    const p = await open('mailpoet-xhr', [
      { kind: 'block', match: { action: 'mailpoet' }, shape: 'apbct', comment: BLOCKED },
    ])
    try {
      await p.page.type('#form_email_1', 'jo@example.com')
      // The form scan adds the input 1000 ms after ready, input or not (spec §9).
      await p.page.waitForSelector('form.mailpoet_form #apbct_visible_fields_0')
      await p.page.click('input.mailpoet_submit')
      await received(p, (r) => fieldsOf(r).action === 'mailpoet')
      expect(await modalText(p.page)).toBe(BLOCKED)
      expect(await blocks(p.page)).toEqual([BLOCKED])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it.each(['jquery', 'xhr', 'fetch'] as const)(
    'an apbct block reply to a %s call of the page itself opens the modal',
    async (via) => {
      const p = await open('mailpoet', [
        { kind: 'block', match: { action: 'other_plugin' }, shape: 'apbct', comment: BLOCKED },
      ])
      try {
        expect(await pagePost(p.page, via, 'other_plugin')).toContain('"blocked":true')
        expect(await modalText(p.page)).toBe(BLOCKED)
        expect(await blocks(p.page)).toEqual([BLOCKED])
      } finally {
        await p.close()
      }
    },
  )

  it.each(['jquery', 'xhr', 'fetch'] as const)(
    'a {"data":{"message"}} reply to a %s call of the page itself is ordinary: no modal',
    async (via) => {
      const p = await open('mailpoet', [
        {
          kind: 'block',
          match: { action: 'other_plugin' },
          shape: 'data',
          comment: ORDINARY,
          times: 'always',
        },
        { kind: 'block', match: { action: 'blocked_plugin' }, shape: 'apbct', comment: BLOCKED },
      ])
      try {
        expect(await pagePost(p.page, via, 'other_plugin')).toContain(ORDINARY)
        // A later real block shows its own text, and is the only one the page ever saw: had
        // the ordinary reply counted, its message would have come first.
        expect(await pagePost(p.page, via, 'blocked_plugin')).toContain('"blocked":true')
        expect(await modalText(p.page)).toBe(BLOCKED)
        expect(await blocks(p.page)).toEqual([BLOCKED])
        expect(p.errors).toEqual([])
      } finally {
        await p.close()
      }
    },
  )
})

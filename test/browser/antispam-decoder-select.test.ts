import { describe, expect, it } from 'vitest'
import { ENCODED_CONTACTS } from '../../sim/pages/encoded-emails'
import { openFixture } from '../support/browser'
import { useBrowser } from './antispam-page'

const browser = useBrowser()

const BOLD = '.apbct-email-encoder-select-whole-email'

describe('decoder popup: click to select', () => {
  it.each([
    ['#shape-blur .apbct-email-encoder', ENCODED_CONTACTS.blur],
    ['#shape-phone .apbct-email-encoder', ENCODED_CONTACTS.phone],
  ])('a click on the bold address (%s) selects the whole address', async (source, address) => {
    const p = await openFixture(browser(), 'encoded-emails', { knobs: { cookieMode: 'native' } })
    try {
      await p.page.click(source)
      await p.page.waitForSelector(BOLD, { visible: true, timeout: 8000 })
      expect(await p.page.$eval(BOLD, (b) => b.getAttribute('title'))).toBe(
        'Click to select the whole data',
      )
      // A real click, as a visitor makes it: without the handler it only places a caret.
      await p.page.click(BOLD)
      expect(await p.page.evaluate(() => window.getSelection()?.toString())).toBe(address)
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { openFixture, useBrowser } from '../support/browser'

const browser = useBrowser()

/** Follows a pjax link of the theme and waits until its content is swapped in. */
async function navigate(page: Page, link: string): Promise<void> {
  const swapped = page.evaluate(
    () =>
      new Promise<void>((r) => document.addEventListener('pjax:end', () => r(), { once: true })),
  )
  await page.click(link)
  await swapped
}

const FIELD = '#nf-form-1-cont input#nf-field-1'

describe('a pjax/Turbo-style theme', () => {
  it('builds a form again when navigation brings back a page whose form id was built before', async () => {
    const p = await openFixture(browser(), 'hostile-pjax')
    try {
      await p.page.waitForSelector(FIELD)
      await p.page.type(FIELD, 'first visit')
      await navigate(p.page, '#to-other')
      expect(await p.page.$('#about')).not.toBe(null)
      expect(await p.page.$('#nf-form-1-cont')).toBe(null)
      // Back to the form page: a new container and the form's inline data run again.
      await navigate(p.page, '#to-form')
      await p.page.waitForSelector(FIELD, { timeout: 5000 })
      // A new, working form: empty, typeable, one of it.
      expect(await p.page.$eval(FIELD, (i) => (i as HTMLInputElement).value)).toBe('')
      await p.page.type(FIELD, 'second visit')
      expect(await p.page.$eval(FIELD, (i) => (i as HTMLInputElement).value)).toBe('second visit')
      expect(await p.page.$$('#nf-form-1-cont form')).toHaveLength(1)
      // And once more, for a form id built twice already.
      await navigate(p.page, '#to-other')
      await navigate(p.page, '#to-form')
      await p.page.waitForSelector(FIELD, { timeout: 5000 })
      expect(p.errors).toEqual([])
      expect(p.console.filter((l) => l.includes('[bramble]'))).toEqual([])
    } finally {
      await p.close()
    }
  })
})

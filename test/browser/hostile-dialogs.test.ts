import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { openFixture, useBrowser } from '../support/browser'

const browser = useBrowser()

const REACT_POPUP = '#bramble-apbct-popup-host #apbct_popup'

const focusIn = (page: Page, selector: string) =>
  page.evaluate((sel) => !!document.activeElement?.closest(sel), selector)

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '')

const decodeCalls = (p: Awaited<ReturnType<typeof openFixture>>) =>
  p.site.context.requests.filter((r) => r.path.endsWith('/apbct_decode_email'))

/** Gives the tel link an id and focus, then opens it with the keyboard (Enter). */
async function openFromKeyboard(page: Page): Promise<void> {
  await page.$eval('#shape-tel a', (a) => {
    a.id = 'tel-link'
    ;(a as HTMLElement).focus()
  })
  await page.keyboard.press('Enter')
  await page.waitForSelector(REACT_POPUP, { timeout: 5000 })
}

describe('the decoder popup is a dialog', () => {
  it('has a name, takes focus, closes on Escape while waiting, gives focus back and stays closed', async () => {
    const p = await openFixture(browser(), 'encoded-emails')
    try {
      await openFromKeyboard(p.page)
      const name = await p.page.$eval(REACT_POPUP, (el) => {
        const by = el.getAttribute('aria-labelledby')
        return {
          role: el.getAttribute('role'),
          name: by && document.getElementById(by)?.textContent,
        }
      })
      expect(name).toEqual({ role: 'dialog', name: 'CleanTalk email decoder' })
      expect(await focusIn(p.page, '#apbct_popup')).toBe(true)
      await p.page.keyboard.press('Escape')
      expect(await p.page.$('#apbct_popup')).toBe(null)
      expect(await p.page.$eval('body', (b) => b.classList.contains('apbct-popup-fade'))).toBe(
        false,
      )
      expect(await activeId(p.page)).toBe('tel-link')
      // The decode the visitor dropped shows nothing later (the result came after 3 s).
      await new Promise((r) => setTimeout(r, 3500))
      expect(await p.page.$('#apbct_popup')).toBe(null)
      // A new click decodes again. The popup shows while the decode request is still on its
      // way to the site, so the site's count is read once the request has been answered.
      const decoded = p.page.waitForResponse((r) =>
        new URL(r.url()).pathname.endsWith('/apbct_decode_email'),
      )
      await p.page.keyboard.press('Enter')
      await p.page.waitForSelector(REACT_POPUP, { timeout: 5000 })
      await decoded
      expect(decodeCalls(p)).toHaveLength(2)
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('Escape on the result closes it like Got it (contacts filled) without following the link', async () => {
    const p = await openFixture(browser(), 'encoded-emails')
    try {
      await openFromKeyboard(p.page)
      await p.page.waitForSelector('.apbct-email-encoder-got-it-button', { timeout: 8000 })
      expect(await focusIn(p.page, '.apbct-email-encoder-got-it-button')).toBe(true)
      await p.page.keyboard.press('Escape')
      expect(await p.page.$('#apbct_popup')).toBe(null)
      expect(await activeId(p.page)).toBe('tel-link')
      await p.page.waitForFunction(
        () => document.querySelector('#shape-tel a')?.getAttribute('href') === 'tel:+17779876543',
      )
      expect(p.page.url()).toContain('/encoded-emails/')
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

describe('the real-person badge from the keyboard', () => {
  it('Tab reaches the badge, Enter opens a named dialog that takes focus, Escape closes it and gives focus back', async () => {
    const p = await openFixture(browser(), 'comment-list-trp')
    try {
      const badge = '#comment-2 .apbct-real-user-badge'
      await p.page.waitForSelector(badge)
      // In the tab order like any control.
      const reachable = await p.page.$eval(badge, (b) => (b as HTMLElement).tabIndex >= 0)
      expect(reachable).toBe(true)
      await p.page.focus(badge)
      expect(await p.page.$eval(badge, (b) => b.getAttribute('aria-expanded'))).toBe('false')
      await p.page.keyboard.press('Enter')
      const popup = '#comment-2 .apbct-real-user-popup'
      await p.page.waitForSelector(`${popup}.visible strong`, { timeout: 5000 })
      expect(await focusIn(p.page, popup)).toBe(true)
      const dialog = await p.page.$eval(popup, (el) => ({
        role: el.getAttribute('role'),
        name: el.getAttribute('aria-label'),
      }))
      expect(dialog).toEqual({ role: 'dialog', name: 'The Real Person Badge!' })
      expect(await p.page.$eval(badge, (b) => b.getAttribute('aria-expanded'))).toBe('true')
      await p.page.keyboard.press('Escape')
      expect(await p.page.$eval(popup, (el) => el.classList.contains('visible'))).toBe(false)
      expect(await focusIn(p.page, badge)).toBe(true)
      expect(await p.page.$eval(badge, (b) => b.getAttribute('aria-expanded'))).toBe('false')
      // A popup the pointer opened closes on Escape, wherever focus is.
      await p.page.hover('#comment-2 .apbct-real-user-badge')
      await p.page.waitForSelector(`${popup}.visible`)
      await p.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await p.page.keyboard.press('Escape')
      expect(await p.page.$eval(popup, (el) => el.classList.contains('visible'))).toBe(false)
      await p.page.mouse.move(0, 0)
      await p.page.focus(badge)
      // Space opens it again (the page does not scroll).
      const scrolled = await p.page.evaluate(() => window.scrollY)
      await p.page.keyboard.press('Space')
      await p.page.waitForSelector(`${popup}.visible`)
      expect(await p.page.evaluate(() => window.scrollY)).toBe(scrolled)
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

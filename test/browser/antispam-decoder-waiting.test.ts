import type { HTTPRequest, Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { ENCODED_CONTACTS } from '../../sim/pages/encoded-emails'
import { openFixture, useBrowser, type OpenedPage } from '../support/browser'
import { received } from './antispam-integrations-support'

const browser = useBrowser()

const UI_CHUNK = 'antispam-ui.js'
const REACT = 'react-vendor.js'

/** Holds the page's requests for some dist/ files until each is released or refused. */
async function holdFiles(page: Page, files: readonly string[]) {
  const held = new Map<string, HTTPRequest>()
  const released = new Set<string>()
  await page.setRequestInterception(true)
  page.on('request', (r) => {
    const file = new URL(r.url()).pathname.replace(/^\/dist\//, '')
    if (!files.includes(file) || released.has(file)) return void r.continue()
    held.set(file, r)
  })
  const settle = (file: string, how: (r: HTTPRequest) => Promise<void>) => {
    const r = held.get(file)
    held.delete(file)
    if (r) void how(r)
  }
  return {
    held: (file: string) => held.has(file),
    release(file: string) {
      released.add(file)
      settle(file, (r) => r.continue())
    },
    /** Fails the held request; a later request for the file is held again. */
    refuse: (file: string) => settle(file, (r) => r.abort()),
  }
}

/** Clicks `selector` and tells, in the click's own task, how many decoder popups there are. */
const clickAndCount = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    document.querySelector<HTMLElement>(sel)!.click()
    return document.querySelectorAll('#apbct_popup').length
  }, selector)

/** Records, at every DOM change and every frame, how many decoder popups the page has. */
function recordPopupCounts(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { popupCounts: number[] }
    w.popupCounts = []
    const count = () => w.popupCounts.push(document.querySelectorAll('#apbct_popup').length)
    new MutationObserver(count).observe(document.body, { childList: true, subtree: true })
    const frame = () => {
      count()
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

const popupCounts = (page: Page) =>
  page.evaluate(() => (window as unknown as { popupCounts: number[] }).popupCounts)

/** What the visitor sees of the popup: texts, place, look, and which part drew it. */
const popupView = (page: Page) =>
  page.evaluate(() => {
    const popup = document.getElementById('apbct_popup')
    if (!popup) return null
    const css = getComputedStyle(popup)
    const r = popup.getBoundingClientRect()
    return {
      waitingPlaceholder: popup.hasAttribute('data-apbct-waiting'),
      role: popup.getAttribute('role'),
      name: document.getElementById(popup.getAttribute('aria-labelledby') ?? '')?.textContent,
      status: popup.querySelector('[role="status"]')?.textContent,
      dots: popup.querySelectorAll('.apbct_dog').length,
      dimmed: document.body.classList.contains('apbct-popup-fade'),
      look: [css.position, css.backgroundColor, css.fontSize, css.textAlign, css.borderRadius],
      rect: [r.x, r.y, r.width, r.height].map(Math.round),
      // Above the dimming layer: what the visitor points at is the popup.
      onTop: popup.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)),
    }
  })

const decodeCalls = (p: OpenedPage) =>
  p.site.context.requests.filter((r) => r.path.endsWith('/apbct_decode_email'))

const chunkLoaded = (page: Page) =>
  page.evaluate(
    () =>
      'antispam-ui' in
      ((window as unknown as { __brambleChunks?: { loaded: object } }).__brambleChunks?.loaded ??
        {}),
  )

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

const WAITING = {
  onTop: true,
  role: 'dialog',
  name: 'CleanTalk email decoder',
  status: 'The magic is on the way!Please wait a few seconds while we decode the contact data.',
  dots: 3,
  dimmed: true,
}

describe('email decoder: the waiting state before the UI chunk has loaded', () => {
  it('shows in the click’s own task; the request leaves before React; the React popup takes the same place', async () => {
    let hold!: Awaited<ReturnType<typeof holdFiles>>
    const p = await openFixture(browser(), 'encoded-emails', {
      knobs: { cookieMode: 'native' },
      beforeLoad: async (page) => (hold = await holdFiles(page, [UI_CHUNK, REACT])),
    })
    try {
      await recordPopupCounts(p.page)
      // The waiting popup came once the page was parsed; counted in the same task as the
      // click: the UI chunk has not loaded yet.
      expect(p.fetchedBundles()).toContain('antispam-waiting.js')
      expect(p.fetchedBundles()).not.toContain(UI_CHUNK)
      expect(await clickAndCount(p.page, '#shape-blur .apbct-email-encoder')).toBe(1)
      const waiting = await popupView(p.page)
      expect(waiting).toMatchObject({ ...WAITING, waitingPlaceholder: true })
      expect(waiting!.look).toEqual(['fixed', 'rgb(255, 255, 255)', '15px', 'center', '8px'])

      // The UI chunk is asked for and held: the popup stays, alone, and nothing is decoded yet.
      await until(() => hold.held(UI_CHUNK), 'the UI chunk request')
      await new Promise((r) => setTimeout(r, 400))
      expect(await chunkLoaded(p.page)).toBe(false)
      expect(await popupView(p.page)).toEqual(waiting)
      expect(decodeCalls(p)).toHaveLength(0)

      // The chunk arrives: the one bulk request leaves while React is still held.
      hold.release(UI_CHUNK)
      await received(p, (r) => r.path.endsWith('/apbct_decode_email'))
      await until(() => hold.held(REACT), 'the React request')
      expect(await popupView(p.page)).toEqual(waiting)

      // React arrives: its popup replaces the waiting one at the same place with the same look.
      hold.release(REACT)
      await p.page.waitForSelector('#apbct_popup:not([data-apbct-waiting])')
      const react = await popupView(p.page)
      expect(react).toEqual({ ...waiting, waitingPlaceholder: false })

      // The flow completes: the address, then Got it fills the page.
      await p.page.waitForSelector('.apbct-email-encoder-select-whole-email', { timeout: 8000 })
      expect(
        await p.page.$eval('.apbct-email-encoder-select-whole-email', (b) => b.textContent),
      ).toBe(ENCODED_CONTACTS.blur)
      expect(await p.page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')).toBe(
        'Got it',
      )
      await p.page.keyboard.press('Enter')
      await p.page.waitForFunction(() => !document.getElementById('apbct_popup'))
      expect(await p.page.$eval('body', (b) => b.classList.contains('apbct-popup-fade'))).toBe(
        false,
      )

      // From the click to Got it: never two popups, never none.
      const counts = await popupCounts(p.page)
      const beforeGotIt = counts.slice(counts.indexOf(1), counts.lastIndexOf(1) + 1)
      expect(new Set(beforeGotIt)).toEqual(new Set([1]))
      expect(decodeCalls(p)).toHaveLength(1)
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('a UI chunk that fails to load takes the waiting popup away and re-arms the click', async () => {
    let hold!: Awaited<ReturnType<typeof holdFiles>>
    const p = await openFixture(browser(), 'encoded-emails', {
      knobs: { cookieMode: 'native' },
      beforeLoad: async (page) => (hold = await holdFiles(page, [UI_CHUNK])),
    })
    try {
      expect(await clickAndCount(p.page, '#shape-phone .apbct-email-encoder')).toBe(1)
      await until(() => hold.held(UI_CHUNK), 'the UI chunk request')
      expect(await popupView(p.page)).toMatchObject({ ...WAITING, waitingPlaceholder: true })
      hold.refuse(UI_CHUNK)
      await p.page.waitForFunction(() => !document.getElementById('apbct_popup'))
      expect(await p.page.$eval('body', (b) => b.classList.contains('apbct-popup-fade'))).toBe(
        false,
      )
      expect(p.console.some((l) => l.includes('Failed to decode the contact'))).toBe(true)
      // A second click asks again, with the waiting state at once.
      expect(await clickAndCount(p.page, '#shape-phone .apbct-email-encoder')).toBe(1)
      await until(() => hold.held(UI_CHUNK), 'the second UI chunk request')
      expect(decodeCalls(p)).toHaveLength(0)
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

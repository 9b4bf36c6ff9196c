import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { openFixture } from '../support/browser'
import { cookieMap, useBrowser } from './antispam-page'

const browser = useBrowser()

const cookie = async (page: Page, name: string) => (await cookieMap(page))[name]
const unix = () => Math.floor(Date.now() / 1000)

describe('dist/antispam.js signals on a comment page (native cookies)', () => {
  it('writes the start-up signals a visitor browser holds', async () => {
    const before = unix()
    const p = await openFixture(browser(), 'comment-form', {
      knobs: { cookieMode: 'native' },
      beforeLoad: (page) => page.emulateTimezone('Asia/Kolkata'),
    })
    try {
      await p.page.waitForFunction(() => document.cookie.includes('ct_screen_info='))
      const c = await cookieMap(p.page)
      expect(Number(c.ct_ps_timestamp)).toBeGreaterThanOrEqual(before)
      expect(Number(c.ct_ps_timestamp)).toBeLessThanOrEqual(unix())
      expect(c.ct_timezone).toBe('5.5')
      expect(c.ct_fkp_timestamp).toBe('0')
      expect(c.ct_pointer_data).toBe('0')
      // Puppeteer drives the browser: navigator.webdriver is true.
      expect(c.apbct_headless).toBe('true')
      expect(c.ct_checkjs).toBe('1234567890')
      // The email checks are off on this site: the original writes neither then.
      expect(c).not.toHaveProperty('ct_checked_emails')
      expect(c).not.toHaveProperty('ct_checked_emails_exist')
      const viewport = p.page.viewport()!
      expect(JSON.parse(c.ct_screen_info!)).toMatchObject({
        visibleWidth: viewport.width,
        visibleHeight: viewport.height,
      })
      // The detector is off: no exist cookie, no token.
      expect(c).not.toHaveProperty('apbct_bot_detector_exist')
      const stored = await p.page.evaluate(() => ({
        type: localStorage.getItem('ct_cookies_type'),
        hits: localStorage.getItem('apbct_page_hits'),
        session: sessionStorage.getItem('apbct_session_id'),
        current: sessionStorage.getItem('apbct_session_current_page'),
      }))
      expect(JSON.parse(stored.type!).value).toBe('"native"')
      expect(JSON.parse(stored.hits!).value).toBe('1')
      expect(stored.session).toMatch(/^[a-z0-9]{10}$/)
      expect(stored.current).toBe(p.site.pageUrl('comment-form'))
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('records the pointer trail of real mouse moves and the mouse-moved flag', async () => {
    // On virtual time: the moves come 170 ms of page time apart without waiting for them.
    const p = await openFixture(browser(), 'comment-form', {
      knobs: { cookieMode: 'native' },
      virtualTime: true,
    })
    try {
      for (let i = 0; i < 12; i++) {
        await p.advance(170)
        await p.page.mouse.move(100 + i * 10, 200 + i * 5)
      }
      // The trail is written at most every 1200 ms: let the write after the last point pass.
      await p.advance(1400)
      const trail = JSON.parse((await cookie(p.page, 'ct_pointer_data'))!) as number[][]
      expect(trail.length).toBeGreaterThanOrEqual(8)
      expect(trail.length).toBeLessThanOrEqual(12)
      for (const [y, x, ms] of trail) {
        expect((x! - 100) % 10).toBe(0)
        expect(y).toBe(200 + ((x! - 100) / 10) * 5)
        expect(ms).toBeGreaterThan(0)
      }
      // Points are at least 150 ms apart.
      for (let i = 1; i < trail.length; i++)
        expect(trail[i]![2]! - trail[i - 1]![2]!).toBeGreaterThanOrEqual(149)
      expect(await cookie(p.page, 'ct_mouse_moved')).toBe('true')
    } finally {
      await p.close()
    }
  })

  it('leaves an empty trail, not "0", once 1200 ms have passed without a move (the original’s write)', async () => {
    // Found by the zoo on the real server (issue 26): a visitor who never moves sent "0".
    const p = await openFixture(browser(), 'comment-form', {
      knobs: { cookieMode: 'native' },
      virtualTime: true,
    })
    try {
      await p.advance(1000)
      expect(await cookie(p.page, 'ct_pointer_data')).toBe('0')
      await p.advance(400)
      expect(await cookie(p.page, 'ct_pointer_data')).toBe('[]')
    } finally {
      await p.close()
    }
  })

  it('takes the first key press time, the focus and keyup flags, and the typing data', async () => {
    const p = await openFixture(browser(), 'comment-form', { knobs: { cookieMode: 'native' } })
    try {
      const before = unix()
      await p.page.click('#comment')
      expect(Number(await cookie(p.page, 'ct_fkp_timestamp'))).toBeGreaterThanOrEqual(before)
      expect(await cookie(p.page, 'ct_has_input_focused')).toBe('true')
      await p.page.keyboard.type('Nice post!', { delay: 40 })
      expect(await cookie(p.page, 'ct_has_key_up')).toBe('true')
      // Leaving the field publishes the typing record at once.
      await p.page.click('#author')
      const signals = await p.page.evaluate(() =>
        (
          window as unknown as { __brambleAntispam: { signals(): unknown } }
        ).__brambleAntispam.signals(),
      )
      const typing = (signals as { typing: { state: string; value: Record<string, unknown>[] } })
        .typing
      expect(typing.state).toBe('ok')
      expect(typing.value).toHaveLength(1)
      const r = typing.value[0]!
      expect(r).toMatchObject({ isAutoFill: false, isUseBuffer: false, countOfKey: 10 })
      expect(r.lastKeyTimestamp as number).toBeGreaterThan(r.firstKeyTimestamp as number)
      expect(r.lastDelta as number).toBeGreaterThanOrEqual(30)
    } finally {
      await p.close()
    }
  })

  it('stores the detector token once from its window event; no exist cookie without the anti-crawler', async () => {
    const p = await openFixture(browser(), 'comment-form', {
      knobs: { cookieMode: 'native', botDetector: true },
    })
    try {
      const token = 'ab'.repeat(32)
      await p.page.evaluate((t) => {
        window.dispatchEvent(
          new CustomEvent('botDetectorEventTokenUpdated', { detail: { eventToken: t } }),
        )
        window.dispatchEvent(
          new CustomEvent('botDetectorEventTokenUpdated', {
            detail: { eventToken: 'x'.repeat(64) },
          }),
        )
      }, token)
      // Signal writes are batched off the event handler: wait for the cookie, then read.
      await p.page.waitForFunction(() => document.cookie.includes('ct_bot_detector_event_token='))
      const all = await p.page.browserContext().cookies()
      expect(all.find((c) => c.name === 'ct_bot_detector_event_token')?.value).toBe(token)
      // The server's anti-crawler (off on this site) is what reads it; the original writes
      // it only then (the unit tests cover the 3600 s cookie with the anti-crawler on).
      expect(all.find((c) => c.name === 'apbct_bot_detector_exist')).toBeUndefined()
    } finally {
      await p.close()
    }
  })

  // With the detector on, the original's bundle has no gathering code: the pointer trail and
  // the first key press stay "0", the screen info is empty and the behaviour flags are never
  // written; the detector collects behaviour (issue 19 point 3).
  it('with the detector on, collects only what the original collects', async () => {
    const p = await openFixture(browser(), 'comment-form', {
      knobs: { cookieMode: 'native', botDetector: true },
    })
    try {
      await p.page.waitForFunction(() => document.cookie.includes('ct_checkjs='))
      await p.page.mouse.move(40, 40)
      await p.page.mouse.move(120, 90, { steps: 5 })
      await p.page.focus('#comment')
      await p.page.keyboard.type('hi there')
      await p.page.mouse.wheel({ deltaY: 300 })
      // Past the flags' batching and the pointer sampling period.
      await p.page.evaluate(() => new Promise((r) => setTimeout(r, 400)))
      const c = await cookieMap(p.page)
      expect(c).toMatchObject({ ct_pointer_data: '0', ct_fkp_timestamp: '0', ct_screen_info: '' })
      for (const name of [
        'ct_mouse_moved',
        'ct_has_scrolled',
        'ct_has_input_focused',
        'ct_has_key_up',
        'ct_checked_emails',
        'ct_gathering_loaded',
      ])
        expect(c).not.toHaveProperty(name)
      const local = await p.page.evaluate(() => Object.keys(localStorage).sort())
      expect(local).not.toContain('ct_cookies_type')
      expect(local).not.toContain('apbct_page_hits')
      expect(await p.page.evaluate(() => Object.keys(sessionStorage))).toEqual([])
    } finally {
      await p.close()
    }
  })
})

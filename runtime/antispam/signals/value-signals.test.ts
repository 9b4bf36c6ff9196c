import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearBrowserState, signalContext } from '../../test-support/signal-context'
import { readLocal } from '../storage/local-entry'
import { ALT_BATCH_MS } from '../storage/signal-store'
import { botDetectorExist } from './bot-detector-exist'
import { checkedEmails } from './checked-emails'
import { checkjs } from './checkjs'
import { cookiesType } from './cookies-type'
import { headless } from './headless'
import { pageHits } from './page-hits'
import { pageTrail } from './page-trail'
import { psTimestamp } from './ps-timestamp'
import { sessionId } from './session-id'
import { siteReferer } from './site-referer'
import { timezone } from './timezone'
import { visibleFieldsInit } from './visible-fields-init'

beforeEach(clearBrowserState)
afterEach(() => vi.useRealTimers())

const local = (name: string) => readLocal(localStorage, name)

describe('signals measured once at start', () => {
  it('ct_ps_timestamp: unix seconds', () => {
    vi.useFakeTimers({ now: 1719999999_500, toFake: ['Date'] })
    const s = psTimestamp(signalContext())
    s.start()
    expect(s.read()).toEqual({ state: 'ok', value: 1719999999 })
    expect(local('ct_ps_timestamp')).toBe(1719999999)
  })

  it('ct_timezone: hours east of UTC', () => {
    const s = timezone(signalContext())
    s.start()
    expect(s.read()).toEqual({ state: 'ok', value: -new Date().getTimezoneOffset() / 60 })
  })

  it('ct_cookies_type: the mode, in localStorage', () => {
    const ctx = signalContext({ cookieMode: 'alternative' })
    cookiesType(ctx).start()
    expect(local('ct_cookies_type')).toBe('alternative')
  })

  it('ct_checkjs: the printed key, else 0, in the mode and in localStorage', () => {
    checkjs(signalContext({ checkjsKey: 'abc123' })).start()
    expect(local('ct_checkjs')).toBe('abc123')
    // A printed number stays a number (the no-cookie data sent a string, so the server's
    // checkjs_data_cookies changed type).
    checkjs(signalContext({ checkjsKey: 187947240 })).start()
    expect(JSON.parse(localStorage.getItem('ct_checkjs')!).value).toBe('187947240')
    expect(local('ct_checkjs')).toBe(187947240)
    const none = checkjs(signalContext({ checkjsKey: undefined }))
    none.start()
    expect(none.read()).toEqual({ state: 'ok', value: 0 })
    expect(local('ct_checkjs')).toBe(0)
  })

  it('ct_checked_emails and ct_checked_emails_exist start as "0" with their checks on', () => {
    checkedEmails(signalContext({ emailCheckBeforePost: true, emailCheckExistPost: true })).start()
    expect(local('ct_checked_emails')).toBe('0')
    expect(JSON.parse(localStorage.getItem('ct_checked_emails_exist')!).value).toBe('"0"')
  })

  it('apbct_headless: navigator.webdriver', () => {
    const s = headless(signalContext())
    s.start()
    expect(s.read()).toEqual({ state: 'ok', value: navigator.webdriver === true })
  })

  it('apbct_bot_detector_exist: "1" once the detector gave a token, with the anti-crawler on', async () => {
    const off = signalContext({ botDetectorEnabled: false, antiCrawler: true })
    botDetectorExist(off).start()
    const noCrawler = signalContext({ botDetectorEnabled: true, antiCrawler: false })
    botDetectorExist(noCrawler).start()
    noCrawler.store.set({ ct_bot_detector_event_token: 'ab'.repeat(32) })
    localStorage.clear()
    const on = signalContext({ botDetectorEnabled: true, antiCrawler: true, pixelUrl: '' })
    const s = botDetectorExist(on)
    s.start()
    // Not at start-up: the server's anti-crawler lets a visitor with it through.
    expect(s.read()).toEqual({ state: 'ok', value: false })
    on.store.set({ ct_bot_detector_event_token: 'cd'.repeat(32) })
    expect(s.read()).toEqual({ state: 'ok', value: true })
    await new Promise((r) => setTimeout(r, ALT_BATCH_MS + 20))
    expect(off.calls).toEqual([])
    expect(noCrawler.calls).toEqual([])
    // Mode none: the consent list goes to alt-sessions.
    expect(on.calls).toHaveLength(1)
    expect(JSON.parse(on.calls[0]!.fields!.cookies as string)).toEqual({
      apbct_bot_detector_exist: '1',
    })
  })

  it('apbct_page_hits counts the page loads of a tab session, from 1 in a new session', () => {
    pageHits(signalContext()).start()
    expect(local('apbct_page_hits')).toBe(1)
    sessionStorage.setItem('apbct_session_id', 'abcdefghij')
    const again = pageHits(signalContext())
    again.start()
    expect(again.read()).toEqual({ state: 'ok', value: 2 })
    // A new session (a new tab, or after closing the browser) starts again at 1, as the
    // original counts: the count grew across sessions before.
    sessionStorage.clear()
    pageHits(signalContext()).start()
    expect(local('apbct_page_hits')).toBe(1)
  })

  it('apbct_site_referer: only another site as referrer, on the session first page', () => {
    const referrer = vi.spyOn(document, 'referrer', 'get')
    try {
      referrer.mockReturnValue('http://localhost:8080/other-page/')
      const same = siteReferer(signalContext())
      same.start()
      expect(same.read()).toEqual({ state: 'ok', value: '' })
      expect(sessionStorage.getItem('apbct_site_referer')).toBeNull()
      referrer.mockReturnValue('https://search.example/q')
      siteReferer(signalContext()).start()
      expect(sessionStorage.getItem('apbct_site_referer')).toBe('https://search.example/q')
      sessionStorage.clear()
      sessionStorage.setItem('apbct_session_current_page', 'http://localhost:8080/')
      siteReferer(signalContext()).start()
      expect(sessionStorage.getItem('apbct_site_referer')).toBeNull()
    } finally {
      referrer.mockRestore()
    }
  })

  it('apbct_session_id: 10 random characters from the injected source, kept for the session', () => {
    const s = sessionId(signalContext({}, () => 0))
    s.start()
    expect(sessionStorage.getItem('apbct_session_id')).toBe('aaaaaaaaaa')
    const next = sessionId(signalContext({}, () => 0.99))
    next.start()
    expect(next.read()).toEqual({ state: 'ok', value: 'aaaaaaaaaa' })
  })

  it('apbct_site_referer keeps the first page referrer; the page trail gives prev/current', () => {
    sessionStorage.setItem('apbct_site_referer', 'https://search.example/')
    siteReferer(signalContext()).start()
    expect(sessionStorage.getItem('apbct_site_referer')).toBe('https://search.example/')
    sessionStorage.setItem('apbct_session_current_page', 'http://localhost:8080/first/')
    const trail = pageTrail(signalContext())
    trail.start()
    expect(sessionStorage.getItem('apbct_prev_referer')).toBe('http://localhost:8080/first/')
    expect(sessionStorage.getItem('apbct_session_current_page')).toBe(location.href)
    expect(trail.read()).toEqual({
      state: 'ok',
      value: { current: location.href, previous: 'http://localhost:8080/first/' },
    })
  })

  it('apbct_visible_fields: "0" at start in the non-native modes only', () => {
    visibleFieldsInit(signalContext({ cookieMode: 'native' })).start()
    expect(document.cookie).not.toContain('apbct_visible_fields')
    const none = signalContext({ cookieMode: 'none' })
    visibleFieldsInit(none).start()
    expect(none.store.get('apbct_visible_fields')).toBe('0')
    expect(local('apbct_visible_fields')).toBe('0')
  })
})

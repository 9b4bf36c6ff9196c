import { beforeEach, describe, expect, it } from 'vitest'
import { antispamSite } from '../../test-support/antispam-site'
import { createTransport } from '../transport/create-transport'
import { BOT_TOKEN_KEY } from './bot-token'
import { clientData } from './client-data'
import { contextFields } from './context-fields'
import { writeLocal } from './local-entry'
import { createSignalStore } from './signal-store'

const site = antispamSite()
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

const setup = (botDetector: boolean) => {
  site.reset({ cookieMode: 'none', botDetector })
  const config = site.config()
  return { config, store: createSignalStore(config, createTransport(config)) }
}

describe('client data (event_javascript_data)', () => {
  it('collects the signals and storage values, embedding JSON-looking strings as objects', () => {
    const { config, store } = setup(false)
    store.set({
      ct_ps_timestamp: 1719999999,
      ct_fkp_timestamp: '0',
      ct_pointer_data: '[[10,20,150]]',
      ct_screen_info: '{"fullWidth":800}',
      ct_timezone: 2,
      ct_checkjs: '1234',
    })
    writeLocal(localStorage, 'ct_mouse_moved', true)
    writeLocal(localStorage, 'apbct_page_hits', 4)
    writeLocal(localStorage, 'ct_js_errors', '[{"err":"x"}]')
    sessionStorage.setItem('apbct_site_referer', 'https://ref.example/')
    const data = JSON.parse(clientData(config, store, { ct_has_key_up: 'true' }))
    expect(data).toEqual({
      ct_ps_timestamp: 1719999999,
      ct_fkp_timestamp: '0',
      ct_pointer_data: [[10, 20, 150]],
      ct_screen_info: { fullWidth: 800 },
      ct_timezone: 2,
      ct_checkjs: '1234',
      ct_mouse_moved: true,
      apbct_page_hits: 4,
      apbct_ct_js_errors: [{ err: 'x' }],
      apbct_site_referer: 'https://ref.example/',
      apbct_pixel_url: config.pixelUrl,
      ct_has_key_up: 'true',
    })
  })
})

describe('contextFields', () => {
  it('detector off: post_url, referrer and event_javascript_data', () => {
    const { config, store } = setup(false)
    localStorage.setItem(BOT_TOKEN_KEY, JSON.stringify({ value: 'f'.repeat(64), timestamp: 1 }))
    const f = contextFields(config, store)
    expect(f.post_url).toBe(location.href)
    expect(f.referrer).toBe(document.referrer)
    expect(f).not.toHaveProperty('event_token')
    expect(JSON.parse(f.event_javascript_data!)).toHaveProperty('apbct_pixel_url')
  })

  it('detector on: event_token when the token is non-empty, else event_javascript_data', () => {
    const { config, store } = setup(true)
    expect(contextFields(config, store)).toHaveProperty('event_javascript_data')
    localStorage.setItem(BOT_TOKEN_KEY, JSON.stringify({ value: 'f'.repeat(64), timestamp: 1 }))
    const f = contextFields(config, store)
    expect(f.event_token).toBe('f'.repeat(64))
    expect(f).not.toHaveProperty('event_javascript_data')
  })
})

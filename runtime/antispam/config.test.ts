import { describe, expect, it, vi } from 'vitest'
import { ctPublic, ctPublicFunctions } from '../../sim/pages/antispam-globals'
import { siteKnobsSchema } from '../../sim/site/knobs'
import { readAntispamConfig } from './config'

// The globals exactly as the mock site prints them, so the test reads what a page has.
const printed = () => {
  const ctx = {
    origin: 'https://example.com',
    knobs: siteKnobsSchema.parse({ cookieMode: 'alternative', ajaxType: 'rest' }),
    nonces: { ajax: 'a1b2c3d4e5', rest: 'f6a7b8c9d0', forms: '590cf59449' },
  }
  return { ctPublicFunctions: ctPublicFunctions(ctx), ctPublic: ctPublic(ctx) }
}
const page = (fns: Record<string, unknown>, pub: Record<string, unknown>) => {
  const p = printed()
  return {
    ctPublicFunctions: { ...p.ctPublicFunctions, ...fns },
    ctPublic: { ...p.ctPublic, ...pub },
  }
}

describe('readAntispamConfig', () => {
  it('returns nothing when the inline globals are absent (AMP pages)', () => {
    expect(readAntispamConfig({})).toBeUndefined()
    expect(readAntispamConfig({ ctPublicFunctions: {} })).toBeUndefined()
  })

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    [false, false],
    [0, false],
    ['0', false],
    ['', false],
  ])('reads data__key_is_ok %j as %s', (raw, expected) => {
    expect(readAntispamConfig(page({}, { data__key_is_ok: raw }))?.keyIsOk).toBe(expected)
  })

  it('reads every key the plugin prints, coercing "0"/"1" switches, without a warning', () => {
    const warn = vi.fn()
    const c = readAntispamConfig(
      page({ bot_detector_enabled: '1' }, { pixel__setting: 3, ct_checkjs_key: 1234 }),
      warn,
    )
    expect(warn).not.toHaveBeenCalled()
    expect(c).toMatchObject({
      keyIsOk: true,
      cookieMode: 'alternative',
      ajaxType: 'rest',
      restUrl: 'https://example.com/wp-json/',
      ajaxUrl: '/wp-admin/admin-ajax.php',
      ajaxNonce: 'a1b2c3d4e5',
      restNonce: 'f6a7b8c9d0',
      freshNonce: '',
      blogHome: 'https://example.com/',
      botDetectorEnabled: true,
      frontendDataLogEnabled: false,
      checkExternal: false,
      pixelSetting: '3',
      visibleFieldsRequired: true,
      checkjsKey: 1234,
    })
  })

  it('falls back per key and warns once naming each malformed key', () => {
    const warn = vi.fn()
    const c = readAntispamConfig(
      page(
        { data__cookies_type: 'sometimes', cookiePrefix: 'bad prefix!' },
        { pixel__setting: '7', pixel__enabled: [1] },
      ),
      warn,
    )
    expect(c?.keyIsOk).toBe(true)
    // The duplicate in ctPublic still gives the mode.
    expect(c?.cookieMode).toBe('alternative')
    expect(c?.cookiePrefix).toBe('')
    expect(c?.pixelSetting).toBe('0')
    const messages = warn.mock.calls.map((call) => String(call[0]))
    expect(messages).toHaveLength(4)
    for (const key of [
      'ctPublicFunctions.data__cookies_type',
      'ctPublicFunctions.cookiePrefix',
      'ctPublic.pixel__setting',
      'ctPublic.pixel__enabled',
    ])
      expect(messages.some((m) => m.includes(key))).toBe(true)
  })

  it('warns about a missing required key, not about optional ones', () => {
    const warn = vi.fn()
    const p = page({}, {})
    delete p.ctPublicFunctions._rest_nonce
    delete p.ctPublic.ct_checkjs_key
    const c = readAntispamConfig(p, warn)
    expect(c?.restNonce).toBe('')
    expect(c?.checkjsKey).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain('Missing ctPublicFunctions._rest_nonce')
  })

  it('reads and checks the other keys when the key is not OK (the start-up values still run)', () => {
    const warn = vi.fn()
    expect(
      readAntispamConfig({ ctPublicFunctions: {}, ctPublic: { data__key_is_ok: 0 } }, warn),
    ).toMatchObject({ keyIsOk: false })
    expect(warn.mock.calls.map(([m]) => String(m)).join('\n')).toContain(
      'Missing ctPublicFunctions._ajax_nonce',
    )
  })
})

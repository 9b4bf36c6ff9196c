import { describe, expect, it, vi } from 'vitest'
import { readAntispamConfig } from './config'

const page = (fns: Record<string, unknown>, pub: Record<string, unknown>) => ({
  ctPublicFunctions: { _ajax_url: '/wp-admin/admin-ajax.php', ...fns },
  ctPublic: pub,
})

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

  it('reads the cookie mode and transport the plugin prints', () => {
    const c = readAntispamConfig(
      page(
        {
          data__cookies_type: 'alternative',
          data__ajax_type: 'rest',
          _rest_url: 'https://example.com/wp-json/',
        },
        { data__key_is_ok: true },
      ),
    )
    expect(c).toMatchObject({
      cookieMode: 'alternative',
      ajaxType: 'rest',
      restUrl: 'https://example.com/wp-json/',
    })
  })

  it('falls back per key and warns once naming the malformed key', () => {
    const warn = vi.fn()
    const c = readAntispamConfig(
      page(
        { data__cookies_type: 'sometimes', cookiePrefix: 'bad prefix!' },
        { data__key_is_ok: '1' },
      ),
      warn,
    )
    expect(c?.keyIsOk).toBe(true)
    expect(c?.cookieMode).toBe('none')
    expect(c?.cookiePrefix).toBe('')
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0]![0]).toContain('ctPublicFunctions.data__cookies_type')
    expect(warn.mock.calls[1]![0]).toContain('ctPublicFunctions.cookiePrefix')
  })
})

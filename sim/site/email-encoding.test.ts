import { describe, expect, it } from 'vitest'
import { decodeContact, encodeContact, rot13 } from './email-encoding'

describe('contact encoding (the plugin fallback without OpenSSL)', () => {
  it('is base64 of ROT13', () => {
    expect(rot13('john@example.com')).toBe('wbua@rknzcyr.pbz')
    expect(encodeContact('john@example.com')).toBe(
      Buffer.from('wbua@rknzcyr.pbz').toString('base64'),
    )
  })

  it.each([
    'john@example.com',
    'john@example.com?subject=Hi&body=Hello there',
    '+1 777 123 4522',
    'Zoë <zoe@exämple.org>',
  ])('round-trips %s', (plain) => {
    expect(decodeContact(encodeContact(plain))).toBe(plain)
  })

  it('decodes HTML special characters the way the server does', () => {
    // The server decodes entities after base64 and before ROT13.
    const enc = Buffer.from('n&amp;o@rknzcyr.pbz').toString('base64')
    expect(decodeContact(enc)).toBe('a&b@example.com')
  })

  it('refuses values that are not base64', () => {
    expect(decodeContact('')).toBeUndefined()
    expect(decodeContact('not base64!')).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { decodeForm } from './decode-form'

// What the server prints: base64 of the UTF-8 HTML, URL-encoded.
const encode = (html: string) =>
  encodeURIComponent(btoa(String.fromCharCode(...new TextEncoder().encode(html))))

describe('decodeForm', () => {
  it('reads the URL-encoded base64 back as the UTF-8 HTML, accents included', () => {
    const html = '<form method="post"><label>Prénom — ✓</label><input name="submit"></form>'
    expect(encode(html)).toMatch(/%2B|%2F|%3D/) // the URL-encoding is really exercised
    expect(decodeForm(encode(html))).toBe(html)
  })

  it('throws on a payload that is not base64', () => {
    expect(() => decodeForm('%%%')).toThrow()
  })
})

import { describe, expect, it } from 'vitest'
import { utf8Base64 } from './base64'

const decode = (b64: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)))

describe('utf8Base64', () => {
  it('encodes ASCII text as its bytes', () => {
    expect(utf8Base64('{"0":{"visible_fields":"author email"}}')).toBe(
      btoa('{"0":{"visible_fields":"author email"}}'),
    )
    expect(utf8Base64('')).toBe('')
  })

  it('encodes other text as its UTF-8 bytes', () => {
    expect(utf8Base64('é')).toBe('w6k=')
    for (const text of ['naïve ✓ 名前', 'emoji 😀 x', `${'a'.repeat(70000)}é`])
      expect(decode(utf8Base64(text))).toBe(text)
  })
})

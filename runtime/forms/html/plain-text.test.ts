import DOMPurify from 'dompurify'
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html'
import { stripTags } from './strip-tags'

// Texts without markup take a path that builds no document: they must come out as the parser
// and the sanitizer would give them back.
const PLAIN = ['', 'Step 7: \uE0000\uE001', '  Help   with\nspaces ', 'Prix : 12,50 €', '"q" \'x\'']

describe('text without markup', () => {
  it('stripTags gives what the parsed document gives', () => {
    for (const text of PLAIN) {
      const doc = new DOMParser().parseFromString(text, 'text/html')
      expect(stripTags(text)).toBe((doc.body.textContent ?? '').replace(/\s+/g, ' ').trim())
    }
    expect(stripTags('<b>Bold</b> &amp; plain')).toBe('Bold & plain')
  })

  it('sanitizeHtml gives it back as the sanitizer would; markup still goes through it', () => {
    const sanitized = (text: string) => DOMPurify.sanitize(text, { FORBID_TAGS: ['form', 'style'] })
    for (const text of PLAIN) expect(sanitizeHtml(text)).toBe(sanitized(text))
    // Markup and the characters the serializer rewrites are the sanitizer's.
    for (const text of ['a > b & c', 'x\u00a0y', 'a\r\nb', '<b>Total</b> <form>x</form>'])
      expect(sanitizeHtml(text)).toBe(sanitized(text))
  })
})

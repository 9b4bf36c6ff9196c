import { describe, expect, it } from 'vitest'
import type { FormDef } from '../page-data'
import { isInertMarkup } from './inert-markup'
import { needsSanitizer } from './needs-sanitizer'

describe('isInertMarkup', () => {
  it('accepts attribute-free formatting tags and text', () => {
    for (const s of [
      '<p>We never share your data.</p>',
      '<em>Your</em> name',
      'a<br/>b<br >',
      'Tom &amp; Jerry >',
    ])
      expect(isInertMarkup(s)).toBe(true)
  })
  it('rejects attributes, other tags, comments and stray <', () => {
    for (const s of [
      '<p class="x">a</p>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:1">x</a>',
      '<script>1</script>',
      '<style>p{}</style>',
      '<!-- c -->',
      '<p>1 < 2</p>',
      '<svg><p>',
      '<p\tonclick=1>',
      '<textarea>',
    ])
      expect(isInertMarkup(s)).toBe(false)
  })
})

const form = (fields: Record<string, unknown>[], settings: Record<string, unknown> = {}) =>
  ({ id: '1', settings, fields }) as unknown as FormDef

describe('needsSanitizer', () => {
  it('needs none for plain text and inert markup', () => {
    expect(needsSanitizer(form([{ type: 'textbox', label: 'Name' }]))).toBe(false)
    expect(
      needsSanitizer(
        form([
          { type: 'textbox', label: '<em>Your</em> name' },
          { type: 'html', label: 'Note', default: '<p>We never share your data.</p>' },
        ]),
      ),
    ).toBe(false)
  })
  it('needs it for other markup anywhere and for html fields with merge tags', () => {
    expect(needsSanitizer(form([{ type: 'textbox', label: '<a href="x">Name</a>' }]))).toBe(true)
    expect(needsSanitizer(form([], { title: '<img src=x onerror=1>' }))).toBe(true)
    expect(needsSanitizer(form([{ type: 'html', default: 'Hi {field:name}' }]))).toBe(true)
    expect(needsSanitizer(form([{ type: 'html', default: '<p onclick="1">x</p>' }]))).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { linkify } from './linkify'

describe('linkify', () => {
  it('links only http(s) URLs and leaves sentence punctuation outside', () => {
    expect(linkify('See https://cleantalk.org/x. Or javascript:alert(1) ftp://a')).toEqual([
      { text: 'See ' },
      { url: 'https://cleantalk.org/x' },
      { text: '. Or javascript:alert(1) ftp://a' },
    ])
  })
  it('keeps plugin file paths as text', () => {
    expect(linkify('at https://site.org/wp-content/plugins/x/inc/a.php')).toEqual([
      { text: 'at https://site.org/wp-content/plugins/x/inc/a.php' },
    ])
  })
})

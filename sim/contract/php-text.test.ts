import { describe, expect, it } from 'vitest'
import { arrayOpen, callArgs, functionBody, literal, parseArray, stripComments } from './php-text'

describe('php-text', () => {
  it('blanks comments but keeps strings that look like comments, at the same offsets', () => {
    const src = `$a = 'https://x.org/#top'; // gone\n# gone too\n/* and 'this' */ $b = "/* kept */";`
    const out = stripComments(src)
    expect(out).toHaveLength(src.length)
    expect(out).toContain(`'https://x.org/#top'`)
    expect(out).toContain(`"/* kept */"`)
    expect(out).not.toMatch(/gone|'this'/)
  })

  it('splits call arguments outside strings and brackets', () => {
    const src = `f( 'a,b', array( 1, 2 ), g( 3, 4 ), "x\\"y" )`
    expect(callArgs(src, src.indexOf('('))).toEqual([
      `'a,b'`,
      'array( 1, 2 )',
      'g( 3, 4 )',
      `"x\\"y"`,
    ])
  })

  it('parses keyed, nested and short arrays, and string literals', () => {
    const src = `array( 'a' => 1, 'b' => [ 'c' => __( 'x, y', 'd' ) ], 'e' )`
    const entries = parseArray(src, arrayOpen(src))
    expect(entries.map((e) => e.key)).toEqual(['a', 'b', undefined])
    expect(entries[1]?.children).toEqual([{ key: 'c', value: `__( 'x, y', 'd' )` }])
    expect(literal(`'it\\'s'`)).toBe(`it's`)
    expect(literal('$var')).toBeUndefined()
  })

  it('finds a function body across braces inside strings', () => {
    const src = `function getData() { $s = '}'; return array( 'k' => 1 ); } function other() {}`
    expect(functionBody(src, 'getData')).toBe(` $s = '}'; return array( 'k' => 1 ); `)
  })
})

import { describe, expect, it } from 'vitest'
import { shapeOf, shapeOfBody } from './shape'

// The differential test's judge: it must tell apart what a runtime would read differently.
describe('shapeOf', () => {
  it('tells a number from a numeric string, and an empty array from an empty object', () => {
    expect(shapeOf({ js_key: 1553464169 })).not.toEqual(shapeOf({ js_key: '1553464169' }))
    expect(shapeOf({ extra: [] })).not.toEqual(shapeOf({ extra: {} }))
  })

  it('compares nested keys, and ids as ids', () => {
    const a = { errors: { fields: { '67': { slug: 'required-error', message: 'x' } } } }
    const b = { errors: { fields: { '12': { slug: 'required-error', message: 'y' } } } }
    expect(shapeOf(a)).toEqual(shapeOf(b))
    expect(shapeOf(a)).not.toEqual(shapeOf({ errors: { fields: { '12': 'x' } } }))
  })

  it('reads JSON inside a string, and leaves opaque paths as their kind', () => {
    expect(shapeOf('{"allow":1}')).toBe('json {"allow":"number"}')
    expect(shapeOf('{"allow":1}')).not.toEqual(shapeOf('{"allow":"1"}'))
    expect(shapeOf({ data: { settings: { a: 1 } } }, ['data.settings'])).toEqual(
      shapeOf({ data: { settings: { b: 'x' } } }, ['data.settings']),
    )
  })

  it('reads a body as JSON or as text', () => {
    expect(shapeOfBody('-1')).toBe('number')
    expect(shapeOfBody('FAIL {"error":"TOO_MANY_ATTEMPTS"}')).toBe('text')
  })
})

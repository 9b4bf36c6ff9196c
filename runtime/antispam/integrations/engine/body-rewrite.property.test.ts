import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addToBody, type AddedField, type StringEdit } from './body-rewrite'
import { encodePair, hasUrlencodedKey } from './urlencoded'

// Generated bodies per property: 2,000 in `npm test` (six properties: 12,000 bodies),
// 20,000 with BRAMBLE_HARD=1 (`npm run test:hard`: 120,000).
const HARD = process.env.BRAMBLE_HARD === '1'
const RUNS = HARD ? 20_000 : 2_000
const settings = { numRuns: RUNS }

/** Any text, including the characters urlencoding and JSON treat specially. */
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.stringMatching(/^[&=+%?#\s"\\{}[\]A-Za-z0-9]{0,12}$/),
)

/** The key the runtime adds, and its value (base64-like, with `+`, `/` and `=`). */
const field: fc.Arbitrary<AddedField> = fc.record({
  key: fc.constantFrom(
    'ct_no_cookie_hidden_field',
    'ct_bot_detector_event_token',
    'data[ct_no_cookie_hidden_field]',
    'apbct_visible_fields',
  ),
  value: fc.stringMatching(/^[A-Za-z0-9+/=_]{0,80}$/),
})

/** A urlencoded body: pairs written as a page writes them, some malformed, some empty. */
const urlencoded = fc
  .array(
    fc.oneof(
      fc.tuple(text, text).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
      fc.stringMatching(/^[^&]{0,10}$/),
    ),
    { maxLength: 8 },
  )
  .map((pairs) => pairs.join('&'))

/** A JSON object text as a page serialises it: any members, any spacing. */
const jsonObject = fc
  .tuple(fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }), fc.nat(4))
  .map(([object, indent]) => JSON.stringify(object, null, indent))

describe('addToBody over generated bodies', { timeout: HARD ? 180_000 : 15_000 }, () => {
  it('urlencoded append: the original bytes stay a prefix, the pair is added once', () => {
    fc.assert(
      fc.property(urlencoded, field, (body, f) => {
        const once = addToBody(body, [f], 'append')
        const twice = addToBody(once.body, [f], 'append')
        expect(twice.body).toBe(once.body)
        expect(twice.changed).toBe(false)
        if (hasUrlencodedKey(body, f.key)) return expect(once).toEqual({ body, changed: false })
        expect(once.body).toBe(`${body}${body === '' ? '' : '&'}${encodePair(f.key, f.value)}`)
      }),
      settings,
    )
  })

  it('urlencoded prepend: the original bytes stay a suffix, the pair is added once', () => {
    fc.assert(
      fc.property(urlencoded, field, (body, f) => {
        const once = addToBody(body, [f], 'prepend')
        expect(addToBody(once.body, [f], 'prepend').body).toBe(once.body)
        if (hasUrlencodedKey(body, f.key)) return expect(once.body).toBe(body)
        expect(once.body).toBe(`${encodePair(f.key, f.value)}${body === '' ? '' : '&'}${body}`)
      }),
      settings,
    )
  })

  it('JSON text: every original byte kept around the one added member', () => {
    fc.assert(
      fc.property(jsonObject, field, (body, f) => {
        const once = addToBody(body, [f], 'json')
        expect(addToBody(once.body, [f], 'json').body).toBe(once.body)
        const original = JSON.parse(body) as Record<string, unknown>
        if (Object.hasOwn(original, f.key)) return expect(once.body).toBe(body)
        const close = body.lastIndexOf('}')
        const added = once.body.length - body.length
        expect(once.body.slice(0, close)).toBe(body.slice(0, close))
        expect(once.body.slice(close + added)).toBe(body.slice(close))
        expect(JSON.parse(once.body)).toEqual({ ...original, [f.key]: f.value })
      }),
      settings,
    )
  })

  it('FormData and URLSearchParams: a copy with every entry in order and the field once', () => {
    const entries = fc.array(fc.tuple(text, text), { maxLength: 8 })
    fc.assert(
      fc.property(entries, field, fc.boolean(), (pairs, f, asForm) => {
        const body = asForm ? new FormData() : new URLSearchParams()
        for (const [k, v] of pairs) body.append(k, v)
        const before = [...body.entries()]
        const once = addToBody(body, [f], 'keep')
        // The page's own object is never touched.
        expect([...body.entries()]).toEqual(before)
        const twice = addToBody(once.body, [f], 'keep')
        expect([...twice.body.entries()]).toEqual([...once.body.entries()])
        const expected = body.has(f.key) ? before : [...before, [f.key, f.value]]
        expect([...once.body.entries()]).toEqual(expected)
      }),
      settings,
    )
  })

  it('bodies of other types are returned as they are', () => {
    const other = fc.oneof(
      fc.uint8Array({ maxLength: 16 }).map((a) => a.buffer),
      fc.uint8Array({ maxLength: 16 }),
      fc.string().map((s) => new Blob([s])),
      fc.constantFrom(null, undefined),
      fc.double(),
      fc.object(),
    )
    fc.assert(
      fc.property(other, field, (body, f) => {
        const out = addToBody(body, [f], 'append')
        expect(out.body).toBe(body)
        expect(out.changed).toBe(false)
      }),
      settings,
    )
  })

  it('a string edit of "keep", and a non-object JSON text, leave the string as it is', () => {
    const edit = fc.constantFrom<StringEdit>('keep', 'json')
    const notObject = fc.oneof(
      urlencoded,
      fc.jsonValue().map((v) => JSON.stringify(v) ?? ''),
    )
    fc.assert(
      fc.property(notObject, field, edit, (body, f, how) => {
        fc.pre(how === 'keep' || !/^\s*\{/.test(body))
        expect(addToBody(body, [f], how)).toEqual({ body, changed: false })
      }),
      settings,
    )
  })
})

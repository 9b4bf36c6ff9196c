import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { interpretResponse } from './logic/submit-response'
import { readFormEntry } from './page-data'

// Generated inputs per property: 1,000 in `npm test`, 10,000 with BRAMBLE_HARD=1.
const HARD = process.env.BRAMBLE_HARD === '1'
const settings = { numRuns: HARD ? 10_000 : 1_000 }

const junk = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.constantFrom(null, undefined, NaN, Infinity, '', [], {}, 'x'.repeat(100_000)),
)

/** An `nfForms` entry: the printed shape with parts replaced by junk, or junk. */
const entry = fc.oneof(
  fc.record(
    {
      id: fc.oneof(fc.constantFrom('1', 3, '3_1'), junk),
      settings: fc.oneof(fc.constant({ title: 'Contact' }), junk),
      fields: fc.oneof(
        fc.array(
          fc.oneof(
            fc.record({
              id: fc.oneof(fc.nat(), junk),
              type: fc.oneof(fc.constant('textbox'), junk),
            }),
            junk,
          ),
          { maxLength: 4 },
        ),
        junk,
      ),
    },
    { requiredKeys: [] },
  ),
  junk,
)

/** A submit reply: JSON of any shape (mostly the contract's members with wrong types), cut short or not. */
const replyBody = fc
  .tuple(
    fc.oneof(
      fc.record({ data: junk, errors: junk, debug: junk }, { requiredKeys: [] }),
      fc.jsonValue(),
    ),
    fc.option(fc.nat(), { nil: undefined }),
  )
  .map(([value, cut]) => {
    const text = JSON.stringify(value) ?? ''
    return cut === undefined ? text : text.slice(0, cut)
  })

const ctx = { formId: '3', fieldIds: new Set(['5', '8']), baseUrl: 'https://example.com/contact/' }

describe(
  'the form front end over malformed page data and server replies',
  { timeout: HARD ? 180_000 : 15_000 },
  () => {
    it('reads any nfForms entry without throwing: a form, or a message for its container', () => {
      fc.assert(
        fc.property(entry, (e) => {
          const read = readFormEntry(e)
          if (read.ok) {
            expect(typeof read.form.id).toBe('string')
            expect(Array.isArray(read.form.fields)).toBe(true)
          } else expect(read.message).toMatch(/^This form could not be displayed/)
        }),
        settings,
      )
    })

    it('interprets any submit reply without throwing: a reply, or a readable parse error', () => {
      fc.assert(
        fc.property(replyBody, fc.boolean(), fc.string(), (text, ok, statusText) => {
          const out = interpretResponse(text, { ok, statusText }, ctx)
          if (out.kind === 'parse-error') expect(out.message.length).toBeGreaterThan(0)
        }),
        settings,
      )
    })
  },
)

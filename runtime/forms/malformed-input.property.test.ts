import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { formEnvFromGlobals } from './logic/env'
import { createFormStore } from './logic/form-store'
import { createSubmitFlow } from './logic/submit-flow'
import { interpretResponse } from './logic/submit-response'
import { replyKit as chunkReplyKit } from './submit-reply-kit'
import { readFormEntry, type FormDef } from './page-data'

// Generated inputs per property: 1,000 in `npm test`, 10,000 with BRAMBLE_HARD=1.
const HARD = process.env.BRAMBLE_HARD === '1'
const settings = { numRuns: HARD ? 10_000 : 1_000 }
// Whole submits (a store, two posts) per run are dearer: 300 in `npm test`, 3,000 hard.
const submitSettings = { numRuns: HARD ? 3_000 : 300 }
const SUBMIT_TIMEOUT = HARD ? 900_000 : 60_000

const junk = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.constantFrom(null, undefined, NaN, Infinity, '', [], {}, 'x'.repeat(100_000)),
  // Huge values: a 300 KB string, a 20,000-member list, numbers past every limit.
  fc.constantFrom('y'.repeat(300_000), Array(20_000).fill('x'), 1e308, '1e999', -1, 2 ** 53 + 2),
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

const env = formEnvFromGlobals(
  { ajaxNonce: '0123456789', adminAjax: 'https://example.com/wp-admin/admin-ajax.php' },
  {},
)
const submitForm = {
  id: '3',
  settings: { calculations: [] },
  fields: [
    { id: 5, key: 'name', type: 'textbox', order: 1, value: '', required: 1 },
    { id: 8, key: 'submit', type: 'submit', order: 2, value: '' },
  ],
} as unknown as FormDef
// The reply kit as the `submit-reply` chunk registers it.
const replyKit = () => Promise.resolve(chunkReplyKit)
const success = JSON.stringify({ data: { actions: { success_message: 'Thanks' } }, errors: [] })

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

    it(
      'a submit meeting any reply or a lost connection ends, keeps what was typed, and the next Send posts again',
      async () => {
        const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
        try {
          await fc.assert(
            fc.asyncProperty(
              fc.option(replyBody, { nil: undefined }),
              fc.integer({ min: 200, max: 599 }),
              async (body, status) => {
                const store = createFormStore(submitForm, env)
                store.setValue('5', 'Ann Typed')
                const replies: (string | undefined)[] = [body, body, success]
                const sends = vi.fn(async () => {
                  const next = replies.shift()
                  // No body: the connection was lost.
                  if (next === undefined) throw new TypeError('Failed to fetch')
                  return new Response(next, { status: next === success ? 200 : status })
                })
                const flow = createSubmitFlow({ store, replyKit, fetch: () => sends as never })
                const first = await flow.submit()
                expect(store.getState().submitting).toBe(false)
                if (first === 'success') return
                expect(store.getState().fields['5']?.value).toBe('Ann Typed')
                const before = sends.mock.calls.length
                await flow.submit()
                expect(sends.mock.calls.length).toBeGreaterThan(before)
                expect(store.getState().submitting).toBe(false)
              },
            ),
            submitSettings,
          )
        } finally {
          quiet.mockRestore()
        }
      },
      SUBMIT_TIMEOUT,
    )
  },
)

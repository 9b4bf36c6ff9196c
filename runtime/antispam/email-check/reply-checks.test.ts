import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readBeforePostResult, readExistReply } from './reply-checks'
import { beforePostReply, existReply } from './reply-schemas'

// The small readers agree with the zod schemas on valid, near-valid and arbitrary replies.
const leaf = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean())
const near = (inner: fc.Arbitrary<unknown>) => fc.oneof(inner, fc.anything())

const existLike = near(
  fc.record(
    {
      result: near(
        fc.record(
          { result: near(fc.string()), text_result: near(fc.oneof(fc.string(), leaf)) },
          { requiredKeys: ['result'] },
        ),
      ),
    },
    { requiredKeys: [] },
  ),
)
const beforePostLike = near(
  fc.record({
    result: near(fc.dictionary(fc.emailAddress(), near(fc.record({ result: near(fc.string()) })))),
  }),
)

describe('email check replies', () => {
  it('the exists reader answers as the schema does', () => {
    fc.assert(
      fc.property(existLike, (data) => {
        const parsed = existReply.safeParse(data)
        const expected = parsed.success
          ? { result: parsed.data.result.result, text: parsed.data.result.text_result ?? '' }
          : undefined
        expect(readExistReply(data)).toEqual(expected)
      }),
      { numRuns: 500 },
    )
  })

  it('the before-post reader answers as the schema does, for a listed and an unlisted address', () => {
    fc.assert(
      fc.property(beforePostLike, fc.emailAddress(), (data, other) => {
        const parsed = beforePostReply.safeParse(data)
        const listed = parsed.success ? Object.keys(parsed.data.result)[0] : undefined
        for (const email of [listed ?? other, other]) {
          const expected = parsed.success ? parsed.data.result[email]?.result : undefined
          expect(readBeforePostResult(data, email)).toEqual(expected)
        }
      }),
      { numRuns: 500 },
    )
  })

  it("reads the real server's replies", () => {
    expect(readExistReply({ result: { result: 'EXISTS', text_result: 'ok' } })).toEqual({
      result: 'EXISTS',
      text: 'ok',
    })
    expect(readBeforePostResult({ result: { 'a@b.co': { result: 'OK' } } }, 'a@b.co')).toBe('OK')
    expect(readBeforePostResult({ result: { 'a@b.co': { result: 1 } } }, 'a@b.co')).toBeUndefined()
  })
})

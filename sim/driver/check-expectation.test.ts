import { describe, expect, it } from 'vitest'
import type { Captured } from '../report/schema'
import { expectationSchema } from '../scenario/schema'
import { checkExpectation, type Judged } from './check-expectation'

const judged = (requests: Captured['requests']): Judged => ({
  captured: { cookies: {}, localStorage: {}, console: [], pageErrors: [], requests },
  events: [],
  verdict: undefined,
  epochMs: 0,
  slackMs: 0,
  element: async () => undefined,
})

const save = { type: 'form', fields: { cookies: '{"ct_ps_timestamp":1}' }, files: [] }

describe('checkExpectation: request', () => {
  const expectation = expectationSchema.parse({
    kind: 'request',
    match: { route: 'alt_sessions' },
    min: 1,
    fields: { cookies: 'ct_ps_timestamp' },
  })

  it('matches a REST route in the path (pretty permalinks)', async () => {
    const r = await checkExpectation(
      judged([
        { seq: 0, method: 'POST', path: '/wp-json/cleantalk-antispam/v1/alt_sessions', body: save },
      ]),
      expectation,
    )
    expect(r.passed).toBe(true)
  })

  it('matches a REST route in the rest_route query, as WordPress sends it without pretty permalinks', async () => {
    const r = await checkExpectation(
      judged([
        {
          seq: 0,
          method: 'POST',
          path: '/index.php',
          search: '?rest_route=/cleantalk-antispam/v1/alt_sessions',
          body: save,
        },
      ]),
      expectation,
    )
    expect(r).toMatchObject({ passed: true, actual: expect.stringContaining('1 request') })
  })
})

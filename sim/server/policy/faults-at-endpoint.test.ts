import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteKnobsSchema } from '../../site/knobs'
import { sitePolicySchema, type SitePolicyInput } from '../../site/server-policy-schema'
import { createHandlers } from '../handlers'
import { createSiteContext, type SiteContext } from '../site-context'
import { virtualSiteClock } from './site-clock'

// The forms-basic page's one-field form: field 1 (`question`) and the submit button, field 2.
const server = setupServer()
let ctx: SiteContext
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterAll(() => server.close())

function site(policy: SitePolicyInput): void {
  ctx = createSiteContext(
    siteKnobsSchema.parse({}),
    sitePolicySchema.parse(policy),
    virtualSiteClock(),
  )
  server.resetHandlers(...createHandlers(ctx))
}

/** Sends form 1 with `question` as the form builder's front end does. */
function submit(question: string): Promise<Response> {
  const formData = {
    id: '1',
    fields: { '1': { id: 1, value: question }, '2': { id: 2, value: '' } },
    settings: {},
    extra: {},
  }
  const body = new URLSearchParams({
    action: 'nf_ajax_submit',
    security: ctx.nonces.forms,
    nonce_ts: '',
    formData: JSON.stringify(formData),
  })
  return fetch('http://wp.test/wp-admin/admin-ajax.php', { method: 'POST', body })
}

const match = { action: 'nf_ajax_submit' }
const stored = () => ctx.submissions.map((s) => s.values['1'])

describe('faults at the endpoint', () => {
  it('reply-lost: the submission is stored, then the connection fails', async () => {
    site({ faults: [{ kind: 'reply-lost', match }] })
    await expect(submit('one')).rejects.toThrow()
    expect(stored()).toEqual(['one'])
    expect(ctx.requests.map((r) => r.fault)).toEqual(['reply-lost'])
  })

  it('duplicate: without the unique-field setting the server stores the request twice', async () => {
    site({ faults: [{ kind: 'duplicate', match }] })
    const reply = (await (await submit('two')).json()) as { errors?: unknown }
    expect(reply.errors).toEqual([])
    expect(stored()).toEqual(['two', 'two'])
  })

  it('duplicate: with it the repeat is refused and the client gets the first, successful reply', async () => {
    site({ faults: [{ kind: 'duplicate', match }], formsUniqueField: 'question' })
    const reply = (await (await submit('three')).json()) as { errors?: unknown }
    expect(reply.errors).toEqual([])
    expect(stored()).toEqual(['three'])
  })

  it('unique field: a stored value is refused on the field with the form builder message', async () => {
    site({ formsUniqueField: 'question' })
    await submit('four')
    const again = (await (await submit('four')).json()) as { errors?: unknown }
    expect(again.errors).toEqual({
      fields: {
        '1': {
          slug: 'unique_field',
          message: 'A form with this value has already been submitted.',
        },
      },
    })
    await submit('five')
    expect(stored()).toEqual(['four', 'five'])
  })
})

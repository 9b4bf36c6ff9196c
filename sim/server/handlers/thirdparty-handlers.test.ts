import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteKnobsSchema } from '../../site/knobs'
import { sitePolicySchema } from '../../site/server-policy-schema'
import { createSiteContext } from '../site-context'
import { createHandlers } from './index'

const ctx = createSiteContext(siteKnobsSchema.parse({}), sitePolicySchema.parse({}))
const server = setupServer(...createHandlers(ctx))
const origin = 'http://wp.test'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const form = (fields: Record<string, string>) => {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.append(k, v)
  return body
}
const ajax = (fields: Record<string, string>) =>
  fetch(`${origin}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams(fields) })

describe('Contact Form 7 feedback', () => {
  const feedback = (fields: Record<string, string>) =>
    fetch(`${origin}/wp-json/contact-form-7/v1/contact-forms/5/feedback`, {
      method: 'POST',
      body: form(fields),
    })

  it('answers mail_sent, validation_failed with invalid_fields, and 400 without a unit tag', async () => {
    const tag = { _wpcf7: '5', _wpcf7_unit_tag: 'wpcf7-f5-p2-o1' }
    const ok = await (
      await feedback({ ...tag, 'your-name': 'Jo', 'your-email': 'jo@example.com' })
    ).json()
    expect(ok).toMatchObject({ contact_form_id: 5, status: 'mail_sent', into: '#wpcf7-f5-p2-o1' })
    const bad = (await (
      await feedback({ ...tag, 'your-name': '', 'your-email': 'nope' })
    ).json()) as { status: string; invalid_fields: { field: string }[] }
    expect(bad.status).toBe('validation_failed')
    expect(bad.invalid_fields.map((f) => f.field)).toEqual(['your-name', 'your-email'])
    const noTag = await feedback({ 'your-name': 'Jo' })
    expect(noTag.status).toBe(400)
    expect(((await noTag.json()) as { code: string }).code).toBe('wpcf7_unit_tag_not_found')
  })
})

describe('MailPoet subscribe and Divi opt-in', () => {
  const mailpoet = {
    action: 'mailpoet',
    endpoint: 'subscribers',
    method: 'subscribe',
    token: ctx.nonces.ajax,
    'data[form_field_ZmZmNDk2ZjU3YzQ0X2VtYWls]': 'jo@example.com',
  }

  it('MailPoet: success, wrong token 401, filled honeypot 400', async () => {
    expect(await (await ajax(mailpoet)).json()).toEqual({ data: [] })
    expect((await ajax({ ...mailpoet, token: 'stale' })).status).toBe(401)
    const trap = await ajax({ ...mailpoet, 'data[email]': 'bot@example.com' })
    expect(trap.status).toBe(400)
  })

  it('Divi: success or error text as Divi echoes it', async () => {
    const divi = { action: 'et_pb_submit_subscribe_form', et_frontend_nonce: ctx.nonces.ajax }
    expect(await (await ajax({ ...divi, et_email: 'jo@example.com' })).json()).toEqual({
      success: 'Success!',
    })
    expect(await (await ajax({ ...divi, et_email: 'x' })).json()).toHaveProperty('error')
  })
})

describe('WooCommerce Store API', () => {
  const store = (path: string, body: unknown, nonce: string | null = ctx.nonces.rest) =>
    fetch(`${origin}/wp-json/wc/store/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(nonce ? { Nonce: nonce } : {}) },
      body: JSON.stringify(body),
    })

  it('needs the Nonce header, adds items in a batch, and places an order', async () => {
    expect((await store('cart/add-item', { id: 12 }, null)).status).toBe(401)
    const batch = await store('batch', {
      requests: [{ path: '/wc/store/v1/cart/add-item', body: { id: 15, quantity: 2 } }],
    })
    expect(batch.status).toBe(207)
    const reply = (await batch.json()) as { responses: { body: { items_count: number } }[] }
    expect(reply.responses[0]!.body.items_count).toBe(2)
    const order = await store('checkout', { billing_address: { email: 'jo@example.com' } })
    expect(await order.json()).toMatchObject({ order_id: 123, status: 'processing' })
  })

  it('serves WordPress jQuery from the jquery package', async () => {
    const res = await fetch(`${origin}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1`)
    expect(res.headers.get('content-type')).toContain('javascript')
    expect(await res.text()).toContain('jQuery')
  })
})

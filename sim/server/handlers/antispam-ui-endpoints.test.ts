import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteKnobsSchema } from '../../site/knobs'
import { sitePolicySchema, type SitePolicyInput } from '../../site/server-policy-schema'
import { encodeContact } from '../../site/email-encoding'
import { createSiteContext, type SiteContext } from '../site-context'
import { EXIST_TEXTS } from './antispam-email-check'
import { PIXEL_URL } from './antispam-pixel'
import { createHandlers } from './index'

const origin = 'http://wp.test'
let ctx: SiteContext
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

function site(policy: SitePolicyInput = {}) {
  ctx = createSiteContext(siteKnobsSchema.parse({}), sitePolicySchema.parse(policy))
  server.resetHandlers(...createHandlers(ctx))
}

function rest(route: string, fields: Record<string, string>) {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.append(k, v)
  return fetch(`${origin}/wp-json/cleantalk-antispam/v1/${route}`, {
    method: 'POST',
    body,
    headers: { 'X-WP-Nonce': ctx.nonces.rest },
  })
}

function ajax(action: string, fields: Record<string, string> = {}) {
  const body = new FormData()
  for (const [k, v] of Object.entries({ action, _ajax_nonce: ctx.nonces.ajax, ...fields }))
    body.append(k, v)
  return fetch(`${origin}/wp-admin/admin-ajax.php`, { method: 'POST', body })
}

const enc = (...plain: string[]) => JSON.stringify({ ...plain.map(encodeContact) })

describe('apbct_decode_email', () => {
  it('really decodes every distinct encoded string, on both transports', async () => {
    site()
    const emails = enc('john@example.com', 'john@example.com', '+17771234522')
    for (const res of [
      await rest('apbct_decode_email', { encodedEmails: emails }),
      await ajax('apbct_decode_email', { encodedEmails: emails }),
    ]) {
      const reply = (await res.json()) as { success: boolean; data: { decoded_email: string }[] }
      expect(reply.success).toBe(true)
      expect(reply.data.map((r) => r.decoded_email)).toEqual(['john@example.com', '+17771234522'])
    }
  })

  it('answers blocked rows, a cloud error and empty input as the plugin does', async () => {
    site({ decode: 'blocked' })
    const blocked = (await (
      await rest('apbct_decode_email', { encodedEmails: enc('a@b.co') })
    ).json()) as {
      success: boolean
      data: { is_allowed: boolean; comment: string; decoded_email: string }[]
    }
    expect(blocked.success).toBe(true)
    expect(blocked.data[0]).toMatchObject({ is_allowed: false, decoded_email: '' })
    expect(blocked.data[0]!.comment).toContain('Forbidden')
    site({ decode: 'cannot_connect' })
    const cloud = (await (
      await rest('apbct_decode_email', { encodedEmails: enc('a@b.co') })
    ).json()) as {
      success: boolean
    }
    expect(cloud.success).toBe(false)
    expect(await (await rest('apbct_decode_email', { encodedEmails: '{}' })).json()).toEqual({
      success: true,
      data: false,
    })
  })
})

describe('email checks', () => {
  it('exists: EXISTS / NOT_EXISTS with the texts; errors as HTML over admin-ajax, JSON over REST (as the real server)', async () => {
    site()
    expect(await (await rest('check_email_exist_post', { email: 'a@b.co' })).json()).toEqual({
      result: { result: 'EXISTS', text_result: EXIST_TEXTS.EXISTS },
    })
    site({ emailExist: 'not_exists' })
    expect(await (await ajax('apbct_email_check_exist_post', { email: 'a@b.co' })).json()).toEqual({
      result: { result: 'NOT_EXISTS', text_result: EXIST_TEXTS.NOT_EXISTS },
    })
    site({ emailExist: 'error' })
    const res = await rest('check_email_exist_post', { email: 'a@b.co' })
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.text()).toBe('{"error":"ERROR_CHECKING_EMAIL"}')
    const viaAjax = await ajax('apbct_email_check_exist_post', { email: 'a@b.co' })
    expect(viaAjax.headers.get('content-type')).toContain('text/html')
    expect(await viaAjax.text()).toBe('{"error":"ERROR_CHECKING_EMAIL"}')
  })

  it('before post: the result keyed by the address; EMPTY_DATA without one', async () => {
    site()
    expect(await (await rest('check_email_before_post', { email: 'a@b.co' })).json()).toEqual({
      result: { 'a@b.co': { result: 'EXISTS' } },
    })
    expect(await (await ajax('apbct_email_check_before_post')).text()).toBe(
      '{"error":"EMPTY_DATA"}',
    )
  })
})

describe('pixel and modal load', () => {
  it('pixel: a JSON string over REST, text over admin-ajax; http per policy', async () => {
    site()
    expect(await (await rest('apbct_get_pixel_url', {})).json()).toBe(PIXEL_URL)
    expect(await (await ajax('apbct_get_pixel_url')).text()).toBe(PIXEL_URL)
    site({ pixelUrl: 'http' })
    expect(await (await ajax('apbct_get_pixel_url')).text()).toMatch(/^http:\/\//)
  })

  it('modal load answers the policy HTML as text', async () => {
    site({ modalHtml: '<p>Hi</p>' })
    const res = await ajax('get_options_template')
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(await res.text()).toBe('<p>Hi</p>')
  })
})

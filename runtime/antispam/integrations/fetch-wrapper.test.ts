import { afterEach, describe, expect, it, vi } from 'vitest'
import { NO_COOKIE, TOKEN } from './engine/fake-env.test-helper'
import { wrapFetch } from './engine/fetch-wrapper'
import { pluginsEnv } from './plugins-env.test-helper'

type Fetch = typeof fetch

function target(reply: () => Response = () => Response.json({ ok: 1 })) {
  const original = vi.fn<Fetch>(() => Promise.resolve(reply()))
  return { fetch: original as Fetch, original }
}

afterEach(() => {
  document.body.innerHTML = ''
})

const nfBody = (id: string) =>
  `action=nf_ajax_submit&security=590cf59449&formData=${encodeURIComponent(`{"id":"${id}","fields":{"1":{"value":"a+b","id":1}}}`)}`

describe('the fetch wrapper', () => {
  it('returns the original promise for calls it does not rewrite', () => {
    const t = target()
    const sentinel = Promise.resolve(new Response('x'))
    t.original.mockReturnValueOnce(sentinel)
    wrapFetch(t, pluginsEnv())
    const init = { method: 'POST', body: 'a=1' }
    expect(t.fetch('/wp-admin/admin-ajax.php', init)).toBe(sentinel)
    expect(t.original).toHaveBeenCalledWith('/wp-admin/admin-ajax.php', init)
  })

  it('adds the unwrapped field and the form container visible fields to nf_ajax_submit', async () => {
    document.body.innerHTML = `<div id="nf-form-3-cont"><form><input type="hidden" id="apbct_visible_fields_0" value="eyIwIjp7fX0="></form></div>`
    const t = target()
    wrapFetch(t, pluginsEnv())
    await t.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: nfBody('3') })
    const sent = t.original.mock.calls[0]![1]!.body as string
    expect(sent).toBe(
      `${nfBody('3')}&ct_no_cookie_hidden_field=${encodeURIComponent(NO_COOKIE)}&apbct_visible_fields=eyIwIjp7fX0%3D`,
    )
    const params = new URLSearchParams(nfBody('3'))
    const out = await (async () => {
      await t.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: params })
      return t.original.mock.calls[1]![1]!.body
    })()
    expect(out).toBeInstanceOf(URLSearchParams)
    expect((out as URLSearchParams).get('ct_no_cookie_hidden_field')).toBe(NO_COOKIE)
    expect(params.has('ct_no_cookie_hidden_field')).toBe(false)
  })

  it('sends a second render of a form (instance 3_1) the visible fields of its own container', async () => {
    document.body.innerHTML = `<div id="nf-form-3-cont"><input id="apbct_visible_fields_0" value="Rmlyc3Q="></div><div id="nf-form-3_1-cont"><input id="apbct_visible_fields_1" value="U2Vjb25k"></div>`
    const t = target()
    wrapFetch(t, pluginsEnv())
    await t.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: nfBody('3_1') })
    expect(t.original.mock.calls[0]![1]!.body).toBe(
      `${nfBody('3_1')}&ct_no_cookie_hidden_field=${encodeURIComponent(NO_COOKIE)}&apbct_visible_fields=U2Vjb25k`,
    )
  })

  it('uses the token when the detector is on, and accepts a URL or a Request as input', async () => {
    document.body.innerHTML = `<form class="metform-form-content"></form>`
    const t = target()
    wrapFetch(t, pluginsEnv({ detectorOn: true }))
    const url = new URL('http://localhost:8080/wp-json/metform/v1/entries/insert/5')
    await t.fetch(url, { method: 'POST', body: new FormData() })
    await t.fetch(new Request(url, { method: 'POST' }), { method: 'POST', body: '{"a":1}' })
    expect(
      (t.original.mock.calls[0]![1]!.body as FormData).get('ct_bot_detector_event_token'),
    ).toBe(TOKEN)
    expect(t.original.mock.calls[1]![1]!.body).toBe(
      `{"a":1,"ct_bot_detector_event_token":"${TOKEN}"}`,
    )
  })

  it('leaves never-touch URLs and calls without an init body alone', async () => {
    const t = target()
    wrapFetch(t, pluginsEnv())
    const init = { method: 'POST', body: nfBody('1') }
    await t.fetch('https://www.paypal.com/wp-admin/admin-ajax.php', init)
    expect(t.original.mock.calls[0]![1]).toBe(init)
    const request = new Request('http://localhost:8080/wp-admin/admin-ajax.php', {
      method: 'POST',
      body: nfBody('1'),
    })
    await t.fetch(request)
    expect(t.original.mock.calls[1]).toEqual([request, undefined])
  })

  it('adds the field to WooCommerce Store API add-item and batch bodies', async () => {
    document.body.innerHTML = `<button class="single_add_to_cart_button">Add to cart</button>`
    const t = target()
    wrapFetch(t, pluginsEnv({ settings: { wcAddToCart: true } }))
    await t.fetch('/wp-json/wc/store/v1/cart/add-item', {
      method: 'POST',
      body: '{"id":12,"quantity":1}',
    })
    expect(t.original.mock.calls[0]![1]!.body).toBe(
      `{"id":12,"quantity":1,"ct_no_cookie_hidden_field":"${NO_COOKIE}"}`,
    )
    const batch = {
      requests: [
        { path: '/wc/store/v1/cart/add-item', method: 'POST', body: { id: 12 } },
        { path: '/wc/store/v1/cart', body: {} },
      ],
    }
    await t.fetch('/wp-json/wc/store/v1/batch', { method: 'POST', body: JSON.stringify(batch) })
    const sent = JSON.parse(t.original.mock.calls[1]![1]!.body as string) as typeof batch
    expect(sent.requests[0]!.body).toEqual({ id: 12, ct_no_cookie_hidden_field: NO_COOKIE })
    expect(sent.requests[1]!.body).toEqual({})
  })

  it('rejects a pre-checked call the server blocks, and lets an allowed one through', async () => {
    document.body.innerHTML = `<div class="otter-form__container"></div>`
    const blocked = target()
    const env = pluginsEnv({
      settings: { checkInternal: true },
      callResult: { ok: true, data: { apbct: { blocked: true, comment: 'No' } }, status: 200 },
    })
    wrapFetch(blocked, env)
    const body = new FormData()
    body.append('form_data', '{"email":"x@y.z"}')
    await expect(
      blocked.fetch('/wp-json/otter/v1/form/frontend', { method: 'POST', body }),
    ).rejects.toThrow('Forbidden')
    expect(blocked.original).not.toHaveBeenCalled()
    expect(env.calls[0]).toMatchObject({
      action: 'cleantalk_force_otterform_check',
      transport: 'admin_ajax',
      fields: { form_data: '{"email":"x@y.z"}', ct_no_cookie_hidden_field: NO_COOKIE },
    })
    const allowed = target()
    wrapFetch(allowed, pluginsEnv({ settings: { checkInternal: true } }))
    await allowed.fetch('/wp-json/otter/v1/form/frontend', { method: 'POST', body })
    expect(allowed.original).toHaveBeenCalledTimes(1)
  })

  it('reports replies to block detection, trusted only for rewritten calls', async () => {
    const t = target(() => Response.json({ apbct: { blocked: true, comment: 'Forbidden' } }))
    const env = pluginsEnv()
    wrapFetch(t, env)
    await t.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: nfBody('1') })
    await t.fetch('/other', { method: 'POST', body: 'a=1' })
    await vi.waitFor(() => expect(env.replies).toHaveLength(2))
    expect(env.replies.map((r) => r[1]).sort()).toEqual([false, true])
  })

  it('never reads untrusted replies that are not JSON or cannot hold a block', async () => {
    const html = target(
      () =>
        new Response('{"apbct":{"blocked":true}}', { headers: { 'content-type': 'text/html' } }),
    )
    const env = pluginsEnv()
    wrapFetch(html, env)
    await html.fetch('/page', { method: 'POST', body: 'a=1' })
    const plain = target(() => Response.json({ data: { message: 'Thanks!' } }))
    wrapFetch(plain, env)
    await plain.fetch('/wp-json/other/v1/x', { method: 'POST', body: '{}' })
    await new Promise((r) => setTimeout(r, 20))
    expect(env.replies).toEqual([])
  })

  it('restores the original fetch on uninstall', () => {
    const t = target()
    const original = t.fetch
    const uninstall = wrapFetch(t, pluginsEnv())
    expect(t.fetch).not.toBe(original)
    uninstall()
    expect(t.fetch).toBe(original)
  })
})

import { describe, expect, it, vi } from 'vitest'
import type { FormDef } from '../page-data'
import { formEnvFromGlobals } from './env'
import { createFormStore } from './form-store'
import { createSubmitFlow, NONCE_RETRY_MESSAGE, type SubmitFlowOptions } from './submit-flow'
import { replyKit as chunkReplyKit } from '../submit-reply-kit'

// The reply kit as the `submit-reply` chunk registers it.
const replyKit = () => Promise.resolve(chunkReplyKit)

const env = formEnvFromGlobals(
  { ajaxNonce: 'old0000000', adminAjax: 'https://wp.test/wp-admin/admin-ajax.php' },
  {},
)
const form = {
  id: '2',
  settings: { calculations: [] },
  fields: [
    { id: 5, key: 'email', type: 'email', order: 1, value: '', required: 1 },
    { id: 6, key: 'name', type: 'textbox', order: 2, value: '', required: 1 },
    { id: 12, key: 'submit', type: 'submit', order: 3, value: '' },
  ],
} as unknown as FormDef

function setup(bodies: (string | { status: number; body: string; statusText?: string })[]) {
  const store = createFormStore(form, env)
  const sent: URLSearchParams[] = []
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    sent.push(new URLSearchParams(String(init.body)))
    const next = bodies.shift() ?? '{}'
    const r = typeof next === 'string' ? { status: 200, body: next } : next
    return new Response(r.body, { status: r.status, statusText: r.statusText ?? 'OK' })
  })
  /** Another submit flow over the same store and network, with `more` options. */
  const flowWith = (more: Partial<SubmitFlowOptions> = {}) =>
    createSubmitFlow({
      store,
      fetch: () => fetchMock as unknown as typeof fetch,
      replyKit,
      baseUrl: 'https://wp.test/contact/',
      ...more,
    })
  const events: string[] = []
  const redirect = vi.fn()
  const flow = flowWith({
    analytics: () => ({}),
    hooks: {
      trigger: (e) => events.push(e),
      redirect,
      focusField: (id) => events.push(`focus:${id}`),
    },
  })
  return { store, sent, flow, flowWith, events, redirect, fetchMock }
}

const success = JSON.stringify({
  data: { actions: { success_message: '<p>Thanks</p>' }, settings: {} },
  errors: [],
})

describe('submit flow', () => {
  it('does not post an invalid form and focuses the first invalid field by order', async () => {
    const { flow, fetchMock, events, store } = setup([])
    expect(await flow.submit()).toBe('invalid')
    expect(fetchMock).not.toHaveBeenCalled()
    expect(events).toEqual(['before:submit', 'focus:5', 'submit:failed'])
    expect(store.getState().formErrors['field-errors']).toBe(
      'Please correct errors before submitting this form.',
    )
  })

  it('sends the form without checking its fields when maybe:validate answers false', async () => {
    const { store, sent, flowWith } = setup([success])
    const skipping = flowWith({
      hooks: { maybeValidate: () => false },
    })
    expect(await skipping.submit()).toBe('success')
    expect(sent).toHaveLength(1)
    expect(store.getState().fields['5']?.errors).toEqual({})
  })

  it('still checks the fields when maybe:validate answers true', async () => {
    const { store, fetchMock, flowWith } = setup([])
    const checking = flowWith({
      hooks: { maybeValidate: () => true },
    })
    expect(await checking.submit()).toBe('invalid')
    expect(fetchMock).not.toHaveBeenCalled()
    expect(store.getState().fields['5']?.errors['required-error']).toBeDefined()
  })

  it('adopts a new nonce and resubmits once, with the issued nonce_ts', async () => {
    const nonce =
      '{"data":[],"errors":{"nonce":{"new_nonce":"new0000000","nonce_ts":1767225600}},"debug":[]}'
    const { flow, sent, store } = setup([nonce, success])
    store.setValue('5', 'a@b.fr')
    store.setValue('6', 'Ann')
    expect(await flow.submit()).toBe('success')
    expect(sent.map((p) => [p.get('security'), p.get('nonce_ts')])).toEqual([
      ['old0000000', ''],
      ['new0000000', '1767225600'],
    ])
    expect(store.getState().response.successMessage).toBe('<p>Thanks</p>')
  })

  it('stops after one resubmit when the server keeps refusing the nonce, keeping the values', async () => {
    const nonce = '{"data":[],"errors":{"nonce":{"new_nonce":"n","nonce_ts":1}},"debug":[]}'
    const { flow, fetchMock, store } = setup([nonce, nonce, nonce])
    store.setValue('5', 'a@b.fr')
    store.setValue('6', 'Ann')
    expect(await flow.submit()).toBe('failed')
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(store.getState().formErrors.nonce).toBe(NONCE_RETRY_MESSAGE)
    expect(store.getState().fields['6']?.value).toBe('Ann')
    expect(store.getState().submitting).toBe(false)
  })

  it('shows parse-response-ERROR for a broken body, logs the HTTP failure and keeps what was typed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { flow, store } = setup([
      { status: 500, body: '<b>Fatal</b>', statusText: 'Internal Server Error' },
    ])
    store.setValue('5', 'a@b.fr')
    store.setValue('6', 'Ann')
    expect(await flow.submit()).toBe('error')
    expect(String(logged.mock.calls[0]?.[0])).toContain('HTTP 500 Internal Server Error')
    logged.mockRestore()
    expect(store.getState().formErrors['parse-response-ERROR']).toBe('Internal Server Error')
    expect(store.getState().fields['5']?.value).toBe('a@b.fr')
  })

  it('a submit after an unreadable reply, a lost connection or a refused nonce is sent (the original stayed stuck until reload)', async () => {
    const nonce = '{"data":[],"errors":{"nonce":{"new_nonce":"n","nonce_ts":1}},"debug":[]}'
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { flow, fetchMock, store } = setup([
      { status: 500, body: '<b>Fatal</b>', statusText: 'Internal Server Error' },
      nonce,
      nonce,
      success,
    ])
    store.setValue('5', 'a@b.fr')
    store.setValue('6', 'Ann')
    expect(await flow.submit()).toBe('error')
    expect(await flow.submit()).toBe('failed')
    expect(store.getState().formErrors.nonce).toBe(NONCE_RETRY_MESSAGE)
    expect(await flow.submit()).toBe('success')
    expect(fetchMock).toHaveBeenCalledTimes(4)
    expect(store.getState().formErrors).toEqual({})
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await flow.submit()).toBe('error')
    fetchMock.mockResolvedValueOnce(new Response(success))
    expect(await flow.submit()).toBe('success')
    logged.mockRestore()
  })

  it('attaches server field errors and, as the original, enables submit again', async () => {
    const { flow, store } = setup([
      JSON.stringify({ data: {}, errors: { fields: { 6: 'Required!' } } }),
    ])
    store.setValue('5', 'a@b.fr')
    store.setValue('6', 'Ann')
    expect(await flow.submit()).toBe('failed')
    expect(store.getState().fields['6']?.errors).toEqual({ 'required-error': 'Required!' })
    // The original's button returns to its label, enabled, on every response.
    expect(store.getState().submitDisabled).toBe(false)
  })

  it('clears the form on complete and follows a redirect', async () => {
    const body = JSON.stringify({
      data: {
        settings: { clear_complete: '1', hide_complete: '1' },
        actions: { redirect: 'https://wp.test/thanks' },
      },
      errors: [],
    })
    const { flow, store, redirect } = setup([body])
    store.setValue('5', 'a@b.fr')
    store.setValue('6', 'Ann')
    expect(await flow.submit()).toBe('success')
    expect(store.getState().fields['6']?.value).toBe('')
    expect(store.getState().response.hidden).toBe(true)
    expect(redirect).toHaveBeenCalledWith('https://wp.test/thanks')
  })

  it('lets maybe:submit cancel and blocks on the honeypot', async () => {
    const { store, fetchMock, flowWith } = setup([])
    store.setValue('5', 'a@b.fr')
    store.setValue('6', 'Ann')
    const cancel = flowWith({
      hooks: { maybeSubmit: () => false },
    })
    expect(await cancel.submit()).toBe('cancelled')
    store.setHoneypot('bot')
    const flow = flowWith()
    expect(await flow.submit()).toBe('failed')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks maybe:submit after validating, even an invalid form, and a no cancels before failing', async () => {
    const { store, fetchMock, flowWith } = setup([])
    const events: string[] = []
    const asked = vi.fn(() => false)
    const flow = flowWith({
      hooks: {
        maybeSubmit: asked,
        trigger: (e) => events.push(e),
        focusField: (id) => events.push(`focus:${id}`),
      },
    })
    expect(await flow.submit()).toBe('cancelled')
    expect(asked).toHaveBeenCalledTimes(1)
    expect(events).toEqual(['before:submit', 'submit:cancel'])
    // The fields were still checked: their errors show.
    expect(store.getState().fields['5']?.errors['required-error']).toBeDefined()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('posts despite standing form errors when maybe:validate answers false (a save-progress add-on)', async () => {
    const { store, sent, flow, flowWith } = setup([success])
    expect(await flow.submit()).toBe('invalid')
    expect(store.getState().formErrors['field-errors']).toBeDefined()
    const saving = flowWith({
      hooks: { maybeValidate: () => false },
    })
    expect(await saving.submit()).toBe('success')
    expect(sent).toHaveLength(1)
  })

  it('posts the nonce the page holds at submit time (a cache plugin refreshed nfFrontEnd), nonce_ts still empty', async () => {
    const { store, sent, flowWith } = setup([success])
    store.setValue('5', 'a@b.fr')
    store.setValue('6', 'Ann')
    const page = { ajaxNonce: 'fresh00000', nonce_ts: '' }
    const flow = flowWith({
      pageNonce: () => ({ security: page.ajaxNonce, nonce_ts: page.nonce_ts }),
    })
    expect(await flow.submit()).toBe('success')
    expect(sent.map((p) => [p.get('security'), p.get('nonce_ts')])).toEqual([['fresh00000', '']])
  })

  it('after a nonce refused twice, the next Send posts the newest nonce, not the page’s older one (found by the soak)', async () => {
    const nonce = (n: string) =>
      JSON.stringify({ data: [], errors: { nonce: { new_nonce: n, nonce_ts: 1 } }, debug: [] })
    const { store, sent, flowWith } = setup([nonce('second0000'), nonce('third00000'), success])
    store.setValue('5', 'a@b.fr')
    store.setValue('6', 'Ann')
    const page = { ajaxNonce: 'first00000', nonce_ts: '' }
    const flow = flowWith({
      pageNonce: () => ({ security: page.ajaxNonce, nonce_ts: page.nonce_ts }),
      hooks: {
        adoptNonce(n, ts) {
          page.ajaxNonce = n
          page.nonce_ts = ts
        },
      },
    })
    expect(await flow.submit()).toBe('failed')
    expect(page.ajaxNonce).toBe('third00000')
    expect(await flow.submit()).toBe('success')
    expect(sent.map((p) => p.get('security'))).toEqual(['first00000', 'second0000', 'third00000'])
  })

  it('describes every reply to submit:response with a textStatus and a detached jqXHR', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const store = createFormStore(form, env)
    store.setValue('5', 'a@b.fr')
    store.setValue('6', 'Ann')
    const replies = [
      new Response(success, { status: 200, headers: { 'Content-Type': 'application/json' } }),
      new Response('{"errors":{"form":{"x":"Closed"}}}', { status: 500, statusText: 'Oops' }),
      new Response('<b>Fatal</b>', { status: 200, statusText: 'OK' }),
    ]
    const seen: unknown[] = []
    const flow = createSubmitFlow({
      store,
      fetch: () => (async () => replies.shift()) as unknown as typeof fetch,
      replyKit,
      baseUrl: 'https://wp.test/contact/',
      hooks: {
        trigger: (e, { outcome, reply }) => {
          if (e !== 'submit:response' || !reply) return
          const x = reply.xhr
          seen.push([outcome?.kind, reply.textStatus, x.readyState, x.status, x.statusText])
          seen.push([x.responseText.slice(0, 12), x.responseJSON !== undefined])
          seen.push(x.getResponseHeader('content-type'))
        },
      },
    })
    expect(await flow.submit()).toBe('success')
    expect(await flow.submit()).toBe('failed')
    store.removeFormError('x')
    expect(await flow.submit()).toBe('error')
    logged.mockRestore()
    expect(seen).toEqual([
      ['reply', 'success', 4, 200, 'success'],
      ['{"data":{"ac', true],
      'application/json',
      ['reply', 'error', 4, 500, 'Oops'],
      ['{"errors":{"', true],
      'text/plain;charset=UTF-8',
      ['parse-error', 'parsererror', 4, 200, 'OK'],
      ['<b>Fatal</b>', false],
      'text/plain;charset=UTF-8',
    ])
  })
})

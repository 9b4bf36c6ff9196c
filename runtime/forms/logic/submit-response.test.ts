import { describe, expect, it } from 'vitest'
import { interpretResponse, safeRedirect, type SubmitReply } from './submit-response'

const ok = { ok: true, statusText: 'OK' }
const ctx = {
  formId: '2',
  fieldIds: new Set(['5', '8', '12']),
  baseUrl: 'https://example.com/contact/',
}
const reply = (body: unknown, http = ok, c = ctx) => {
  const out = interpretResponse(JSON.stringify(body), http, c)
  if (out.kind !== 'reply') throw new Error(`expected a reply, got ${out.kind}`)
  return out as SubmitReply
}

describe('interpretResponse', () => {
  it('reads a success: message, clear/hide, redirect and analytics', () => {
    const r = reply({
      data: {
        form_id: '2',
        settings: { clear_complete: '1', hide_complete: '1' },
        actions: {
          success_message: '<p>Thanks!</p>',
          redirect: 'https://example.com/thanks',
          googleanalytics: [{ event_name: 'lead', method_type: 'ga4' }],
        },
      },
      errors: [],
      debug: [],
    })
    expect(r).toMatchObject({
      success: true,
      successMessage: '<p>Thanks!</p>',
      clearComplete: true,
      hideComplete: true,
      redirect: 'https://example.com/thanks',
      analytics: [{ eventName: 'lead', methodType: 'ga4' }],
    })
  })

  it('reads a nonce error with both parts', () => {
    const out = interpretResponse(
      '{"data":[],"errors":{"nonce":{"new_nonce":"a1b2c3d4e5","nonce_ts":1767225600}},"debug":[]}',
      ok,
      ctx,
    )
    expect(out).toMatchObject({ kind: 'nonce', newNonce: 'a1b2c3d4e5', nonceTs: '1767225600' })
  })

  it('reads field errors: objects keep their slug, a plain string is required-error', () => {
    const r = reply({
      data: {},
      errors: {
        fields: { 8: { slug: 'unique_field', message: 'Already sent.' }, 12: '*** Forbidden ***' },
      },
    })
    expect(r.success).toBe(false)
    expect(r.fieldErrors).toEqual([
      { fieldId: '8', slug: 'unique_field', message: 'Already sent.' },
      { fieldId: '12', slug: 'required-error', message: '*** Forbidden ***' },
    ])
  })

  it('maps suffixed ids back to the second instance, and keeps errors of unknown fields as form errors', () => {
    const c = { ...ctx, formId: '2_1', fieldIds: new Set(['5_1', '8_1']) }
    const r = reply({ errors: { fields: { '8_1': 'a', 5: 'b', 99: 'c' } } }, ok, c)
    expect(r.fieldErrors.map((e) => e.fieldId)).toEqual(['5_1', '8_1'])
    expect(r.formErrors).toEqual([{ id: 'field-99', message: 'c' }])
  })

  it('reads form errors as a list or a map, fatal errors with last, never last_admin', () => {
    expect(reply({ errors: { form: ['Limit reached.'] } }).formErrors).toEqual([
      { id: '0', message: 'Limit reached.' },
    ])
    const fatal = reply({
      errors: {
        form: { last: 'The server encountered an error.', last_admin: '<pre>trace</pre>' },
        last: { type: 1, message: 'Call to undefined function', file: 'x.php', line: 12 },
      },
    })
    expect(fatal.formErrors).toEqual([{ id: 'last', message: 'The server encountered an error.' }])
    expect(fatal.lastMessage).toBe('Call to undefined function')
  })

  it('keeps "Form does not exist." out of the form and in the console list', () => {
    const r = reply({ data: [], errors: ['Form does not exist.'], debug: [] })
    expect(r).toMatchObject({
      success: false,
      plainErrors: ['Form does not exist.'],
      formErrors: [],
    })
  })

  it('follows halt.redirect even with errors, actions.redirect only on success', () => {
    expect(
      reply({ data: { halt: { redirect: 'https://pay.example/' } }, errors: { form: ['x'] } })
        .redirect,
    ).toBe('https://pay.example/')
    expect(
      reply({ data: { actions: { redirect: 'https://a.example/' } }, errors: { form: ['x'] } })
        .redirect,
    ).toBeUndefined()
  })

  it('refuses non-http(s) redirects', () => {
    expect(
      reply({ data: { actions: { redirect: 'javascript:alert(1)' } }, errors: [] }).redirect,
    ).toBeUndefined()
    expect(safeRedirect('data:text/html,x', ctx.baseUrl)).toBeUndefined()
    expect(safeRedirect('/thanks', ctx.baseUrl)).toBe('https://example.com/thanks')
  })

  it('reads debug.form and debug.console', () => {
    const r = reply({ data: {}, errors: [], debug: { form: ['shown'], console: ['logged'] } })
    expect(r.debugForm).toEqual(['shown'])
    expect(r.debugConsole).toEqual(['logged'])
  })

  it('handles an HTTP error whose body is JSON as a normal response', () => {
    const r = reply(
      { errors: { form: { x: 'Maintenance.' } } },
      { ok: false, statusText: 'Internal Server Error' },
    )
    expect(r).toMatchObject({ httpOk: false, formErrors: [{ id: 'x', message: 'Maintenance.' }] })
  })

  it('turns an unparseable or non-object body into parse-response-ERROR with the status text', () => {
    expect(
      interpretResponse(
        '<html>Fatal error',
        { ok: false, statusText: 'Internal Server Error' },
        ctx,
      ),
    ).toEqual({
      kind: 'parse-error',
      message: 'Internal Server Error',
    })
    expect(interpretResponse('-1', { ok: false, statusText: 'Forbidden' }, ctx)).toEqual({
      kind: 'parse-error',
      message: 'Forbidden',
    })
  })
})

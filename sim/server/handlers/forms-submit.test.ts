import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { findServerForm } from '../../pages/forms-fixtures/registry'
import { siteKnobsSchema } from '../../site/knobs'
import { sitePolicySchema, type SitePolicyInput } from '../../site/server-policy-schema'
import { createSiteContext, type SiteContext } from '../site-context'
import { decodeExpression } from './forms-server-calcs'
import { numberFormat, solveEos } from './forms-eos'
import { FORMS_NONCE_TS } from './forms-submit'
import { createHandlers } from './index'

// The callback export (sim/pages/nff/exports/callback.nff), form 11 on the mocked site.
const CALLBACK = '11'

const server = setupServer()
let ctx: SiteContext
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function site(policy: SitePolicyInput = {}) {
  ctx = createSiteContext(siteKnobsSchema.parse({}), sitePolicySchema.parse(policy))
  server.resetHandlers(...createHandlers(ctx))
}

type Values = Record<string, unknown>
// Replies are arbitrary JSON the tests walk into; a precise type would restate the contract.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Reply = Record<string, any>
/** A well-formed submission of a known form: every field, values by key. */
function formData(formId: string, values: Values = {}, settings: Values = {}) {
  const form = findServerForm(formId)!
  const suffix = /_\d+$/.exec(formId)?.[0] ?? ''
  const fields: Record<string, { value: unknown; id: unknown }> = {}
  for (const f of form.fields) {
    const id = suffix ? `${f.id}${suffix}` : f.id
    fields[String(id)] = { value: values[f.key] ?? '', id }
  }
  return { id: formId, fields, settings: { ...form.settings, ...settings }, extra: {} }
}

async function submit(data: unknown, security = ctx.nonces.forms, nonceTs = '') {
  const body = new URLSearchParams({
    action: 'nf_ajax_submit',
    security,
    nonce_ts: nonceTs,
    formData: JSON.stringify(data),
  })
  const res = await fetch('http://wp.test/wp-admin/admin-ajax.php', { method: 'POST', body })
  return { status: res.status, json: (await res.json()) as Reply }
}

describe('nf_ajax_submit mock endpoint', () => {
  it('accepts a complete callback request and answers with its success message', async () => {
    site()
    const r = await submit(
      formData(CALLBACK, {
        first: 'Ann',
        last: 'Lee',
        email: 'ann@example.com',
        slot: 'morning',
        topic: 'delivery',
        consent: 1,
      }),
    )
    expect(r.json.errors).toEqual([])
    expect(r.json.data.form_id).toBe(CALLBACK)
    expect(r.json.data.actions.success_message).toBe('<p>We will call Ann soon.</p>')
    expect(r.json.data.actions.save.sub_id).toBe(123)
  })

  it('refuses empty required fields with required-error', async () => {
    site()
    const r = await submit(formData(CALLBACK, { first: 'Ann' }))
    expect(r.json.errors.fields['2']).toEqual({
      slug: 'required-error',
      message: 'This is a required field.',
    })
    // Family name, email, best moment, topic and the unticked consent box.
    expect(Object.keys(r.json.errors.fields).sort()).toEqual(['2', '3', '5', '6', '9'])
  })

  it('refuses missing, extra and mis-keyed field entries as the real server does', async () => {
    site()
    const data = formData('1', { question: 'Why?' })
    delete (data.fields as Record<string, unknown>)['2']
    ;(data.fields as Record<string, unknown>)['9'] = { value: 'x', id: 9 }
    ;(data.fields as Record<string, { id: unknown }>)['1']!.id = 7
    const r = await submit(data)
    expect(r.json.errors.fields).toEqual({
      '1': 'The submitted data is invalid.',
      '2': 'The submitted data is invalid.',
      '9': 'The submitted data is invalid.',
    })
  })

  it('answers a wrong security with errors.nonce, then accepts the new nonce with its nonce_ts', async () => {
    site()
    const stale = await submit(formData('1', { question: 'Why?' }), 'stale00000')
    expect(stale.json).toEqual({
      data: [],
      errors: { nonce: { new_nonce: ctx.nonces.forms, nonce_ts: FORMS_NONCE_TS } },
      debug: [],
    })
    const ok = await submit(
      formData('1', { question: 'Why?' }),
      ctx.nonces.forms,
      String(FORMS_NONCE_TS),
    )
    expect(ok.json.errors).toEqual([])
  })

  it('answers a nonce_ts the site never issued with the nonce reply, as the real server (its nonce is named after nonce_ts)', async () => {
    site()
    const r = await submit(formData('1', { question: 'Why?' }), ctx.nonces.forms, '123')
    expect(r.json).toEqual({
      data: [],
      errors: { nonce: { new_nonce: ctx.nonces.forms, nonce_ts: FORMS_NONCE_TS } },
      debug: [],
    })
  })

  it('works with the nonce-expiry fault once, at a chosen request', async () => {
    site({ faults: [{ kind: 'nonce-expired', match: { action: 'nf_ajax_submit' }, from: 2 }] })
    expect((await submit(formData('1', { question: 'a' }))).json.errors).toEqual([])
    const expired = await submit(formData('1', { question: 'b' }))
    expect(expired.json.errors.nonce.new_nonce).toBe(ctx.nonces.forms)
    const again = await submit(
      formData('1', { question: 'b' }),
      expired.json.errors.nonce.new_nonce,
      String(FORMS_NONCE_TS),
    )
    expect(again.json.errors).toEqual([])
  })

  it('answers an unknown form id with an empty success and unreadable formData with "Form does not exist." (as 3.14.9)', async () => {
    site()
    expect((await submit({ id: '404', fields: {} })).json).toEqual({
      data: { form_id: '404', settings: { is_preview: false }, extra: [], processed_actions: [] },
      errors: [],
      debug: [],
    })
    const body = new URLSearchParams({
      action: 'nf_ajax_submit',
      security: ctx.nonces.forms,
      nonce_ts: '',
      formData: '{oops',
    })
    const res = await fetch('http://wp.test/wp-admin/admin-ajax.php', { method: 'POST', body })
    expect(((await res.json()) as Reply).errors).toEqual(['Form does not exist.'])
  })

  it('computes the known answers server-side and resolves {calc:…} in the success message', async () => {
    site()
    const r = await submit(
      formData('21', {
        number1: '5',
        number2: '5',
        number3: '5',
        textbox_with_currency_mask: '$3.50',
      }),
    )
    const calcs = r.json.data.extra.calculations
    expect(calcs.calc_1).toEqual({
      raw: '{field:number1} + {field:number2} + {field:number3}',
      parsed: '5+5+5',
      value: '15.00',
    })
    expect(calcs.withCurrency.value).toBe('3.85')
    expect(calcs.squared.value).toBe('0')
    expect(r.json.data.actions.success_message).toBe('<p>PHP 3.85; total 15.00</p>')
  })

  it('decodes with the posted separators and re-encodes the value in that locale', async () => {
    site()
    const r = await submit(
      formData(
        '21',
        { number1: '1.234,5', number2: '0', number3: '0' },
        { decimal_point: ',', thousands_sep: '.' },
      ),
    )
    expect(r.json.data.extra.calculations.calc_1).toMatchObject({
      parsed: '1234.5+0+0',
      value: '1.234,50',
    })
    expect(r.json.data.extra.calculations.double_total.value).toBe('2.469,00')
  })

  it('answers a second instance with its suffixed id and suffixed field keys', async () => {
    site({ formsFieldErrors: { mug: 'Out of stock.' } })
    const r = await submit(formData('22_1', { email: 'a@b.fr' }))
    expect(r.json.data.form_id).toBe('22_1')
    expect(r.json.errors.fields).toEqual({ '2_1': 'Out of stock.' })
  })

  it('applies policy errors to the first submissions only, with the chosen status', async () => {
    site({
      formsFormErrors: { 0: 'The form has reached its submission limit.' },
      formsErrorSubmits: 1,
      formsHttpStatus: 500,
    })
    const first = await submit(formData('1', { question: 'a' }))
    expect(first.status).toBe(500)
    expect(first.json.errors.form).toEqual({ 0: 'The form has reached its submission limit.' })
    expect((await submit(formData('1', { question: 'a' }))).json.errors).toEqual([])
  })

  it('adds a halt redirect, analytics and debug output from the policy', async () => {
    site({
      formsHaltRedirect: 'https://pay.example/checkout',
      formsAnalytics: [{ event_name: 'lead', method_type: 'ga4' }],
      formsDebug: { form: ['Shown in the form'], console: ['Logged'] },
    })
    const r = await submit(formData('1', { question: 'a' }))
    expect(r.json.data.halt).toEqual({ redirect: 'https://pay.example/checkout' })
    expect(r.json.data.actions.googleanalytics).toEqual([
      { event_name: 'lead', method_type: 'ga4' },
    ])
    expect(r.json.debug).toEqual({ form: ['Shown in the form'], console: ['Logged'] })
  })

  it('wants a token from every CAPTCHA field', async () => {
    site()
    const r = await submit(formData('24', { email: 'a@b.fr', recaptcha: 'tok' }))
    expect(Object.keys(r.json.errors.fields).sort()).toEqual(['3', '4', '5'])
  })
})

describe('server equation solver (EOS)', () => {
  it.each([
    ['5+5+5', 15],
    ['2^3!', 64],
    ['[1+2]*3', 9],
    ['7%4', 3],
    ['log(e)', 1],
    ['log10(1000)', 3],
    ['sqrt(16)+abs(-2)', 6],
    ['sin(pi/2)', 1],
    ['-2^2', -4],
  ])('%s = %s', (eq, v) => expect(solveEos(eq)).toBeCloseTo(v, 12))

  it('throws on what it cannot read', () => {
    expect(() => solveEos('root(4)')).toThrow()
    expect(() => solveEos('2+')).toThrow()
  })

  it('formats like number_format and decodes like the server', () => {
    expect(numberFormat(1234567.891, 2, ',', '.')).toBe('1.234.567,89')
    expect(numberFormat(-0.001, 2)).toBe('0.00')
    expect(decodeExpression('1.234,5 * 2', ',', '.')).toBe('1234.5*2')
  })
})

describe('resume', () => {
  async function resume(params: Record<string, string>, cookie?: string) {
    const body = new URLSearchParams({ action: 'nf_ajax_submit', security: ctx.nonces.forms })
    for (const [k, v] of Object.entries(params)) body.append(`nf_resume[${k}]`, v)
    const res = await fetch('http://wp.test/wp-admin/admin-ajax.php', {
      method: 'POST',
      body,
      headers: cookie ? { cookie } : {},
    })
    return (await res.json()) as Reply
  }

  it('finishes a saved submission when the session cookie exists', async () => {
    site()
    const r = await resume({ nf_resume: CALLBACK, token: 'a+b c' }, 'nf_wp_session=abc')
    expect(r.errors).toEqual([])
    expect(r.data.resume).toEqual({ nf_resume: CALLBACK, token: 'a+b c' })
    expect(r.data.actions.success_message).toBe('<p>We will call  soon.</p>')
  })

  it('has nothing to resume without the session', async () => {
    site()
    expect((await resume({ nf_resume: CALLBACK })).errors).toEqual(['No submission to resume.'])
  })
})

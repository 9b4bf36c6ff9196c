import { afterEach, describe, expect, it } from 'vitest'
import { fakeEnv, NO_COOKIE } from './fake-env.test-helper'
import { frameWith } from './frames.test-helper'
import { findPreCheck, runPreCheck } from './pre-check-run'
import { PRE_CHECKS } from './pre-checks'

const blocked = {
  ok: true as const,
  data: { apbct: { blocked: true, comment: 'No' } },
  status: 200,
}

afterEach(() => {
  document.body.innerHTML = ''
  localStorage.clear()
})

describe('fetch pre-checks', () => {
  it('apply only with their setting on and their marker on the page', () => {
    const url = 'https://data.elfsight.com/public/resources/form-submissions?x=1'
    expect(
      findPreCheck(PRE_CHECKS, url, fakeEnv({ settings: { checkExternal: true } })),
    ).toBeUndefined()
    document.body.innerHTML = '<div class="elfsight-app-123"></div>'
    expect(findPreCheck(PRE_CHECKS, url, fakeEnv())).toBeUndefined()
    expect(
      findPreCheck(PRE_CHECKS, url, fakeEnv({ settings: { checkExternal: true } }))?.name,
    ).toBe('Elfsight')
  })

  it('Otter, a site form, is checked whatever the settings say (as the original)', () => {
    const url = 'https://site.example/wp-json/otter/v1/form/frontend'
    expect(findPreCheck(PRE_CHECKS, url, fakeEnv())).toBeUndefined()
    document.body.innerHTML = '<div class="otter-form__container"></div>'
    expect(findPreCheck(PRE_CHECKS, url, fakeEnv())?.action).toBe('cleantalk_force_otterform_check')
  })

  it('Elfsight sends the raw body as elfsight_payload with the added field', async () => {
    const env = fakeEnv({ settings: { checkExternal: true } })
    const elfsight = PRE_CHECKS.find((c) => c.name === 'Elfsight')!
    expect(await runPreCheck(elfsight, '{"fields":[{"v":"a+b"}]}', env)).toBe(true)
    expect(env.calls[0]).toEqual({
      action: 'cleantalk_force_elfsight_check',
      route: 'cleantalk_force_elfsight_check',
      transport: 'admin_ajax',
      fields: {
        elfsight_payload: '{"fields":[{"v":"a+b"}]}',
        ct_no_cookie_hidden_field: NO_COOKIE,
      },
    })
  })

  it('Bitrix24 sends the fields of .b24-form form, unnamed ones as input_<i>', async () => {
    document.body.innerHTML = `<div class="b24-form"><form><input name="name" value="Jo"><input value="x"><input type="checkbox" name="c"></form></div>`
    const env = fakeEnv()
    const bitrix = PRE_CHECKS.find((c) => c.name === 'Bitrix24')!
    await runPreCheck(bitrix, new FormData(), env)
    expect(env.calls[0]!.fields).toEqual({
      name: 'Jo',
      input_1: 'x',
      ct_no_cookie_hidden_field: NO_COOKIE,
    })
  })

  it('a Mailchimp block refuses the submission and clears the mcforms storage', async () => {
    localStorage.setItem('mcforms-123-state', '{}')
    localStorage.setItem('ct_ps_timestamp', '{}')
    const mailchimp = PRE_CHECKS.find((c) => c.name === 'Mailchimp')!
    expect(
      await runPreCheck(mailchimp, '{"email":"x@y.z"}', fakeEnv({ callResult: blocked })),
    ).toBe(false)
    expect(localStorage.getItem('mcforms-123-state')).toBeNull()
    expect(localStorage.getItem('ct_ps_timestamp')).toBe('{}')
  })

  it('a failed check lets the submission through', async () => {
    const otter = PRE_CHECKS.find((c) => c.name === 'Otter')!
    const env = fakeEnv({ callResult: { ok: false, error: 'Server response timeout' } })
    expect(await runPreCheck(otter, new FormData(), env)).toBe(true)
  })
})

describe('the sender.net pre-check', () => {
  const url = 'https://stats.sender.net/forms/aKrmkz/submit'
  const senderFrame = () =>
    frameWith(
      '<form id="sender-form-content"><input name="email" value="jo@example.com"><input name="firstname" value="Jo"></form>',
    )

  it('applies only with its form in a same-origin iframe (not for any iframe)', () => {
    const env = fakeEnv({ settings: { checkExternal: true } })
    frameWith('<p>A video</p>')
    expect(findPreCheck(PRE_CHECKS, url, env)).toBeUndefined()
    senderFrame()
    expect(findPreCheck(PRE_CHECKS, url, env)?.name).toBe('sender.net')
    expect(findPreCheck(PRE_CHECKS, url, fakeEnv())).toBeUndefined()
  })

  it('sends the frame form’s fields to cleantalk_force_ajax_check with the added field', async () => {
    senderFrame()
    const env = fakeEnv({ settings: { checkExternal: true } })
    const sender = PRE_CHECKS.find((c) => c.name === 'sender.net')!
    expect(await runPreCheck(sender, '{"email":"jo@example.com"}', env)).toBe(true)
    expect(env.calls[0]).toEqual({
      action: 'cleantalk_force_ajax_check',
      route: 'cleantalk_force_ajax_check',
      transport: 'admin_ajax',
      fields: { email: 'jo@example.com', firstname: 'Jo', ct_no_cookie_hidden_field: NO_COOKIE },
    })
  })
})

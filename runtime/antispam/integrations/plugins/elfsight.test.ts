import { afterEach, describe, expect, it } from 'vitest'
import { fakeEnv, NO_COOKIE } from '../engine/fake-env.test-helper'
import { findPreCheck, runPreCheck } from '../engine/pre-check-run'
import { elfsight } from './elfsight'

const checks = elfsight.preChecks!
const URL = 'https://data.elfsight.com/public/resources/form-submissions?x=1'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the Elfsight pre-check (contract f)', () => {
  it('applies only with the external-forms check on and its widget on the page', () => {
    expect(
      findPreCheck(checks, URL, fakeEnv({ settings: { checkExternal: true } })),
    ).toBeUndefined()
    document.body.innerHTML = '<div class="elfsight-app-123"></div>'
    expect(findPreCheck(checks, URL, fakeEnv())).toBeUndefined()
    expect(findPreCheck(checks, URL, fakeEnv({ settings: { checkExternal: true } }))).toBe(
      checks[0],
    )
  })

  it('sends the raw body as elfsight_payload with the added field', async () => {
    const env = fakeEnv({ settings: { checkExternal: true } })
    expect(await runPreCheck(checks[0]!, '{"fields":[{"v":"a+b"}]}', env)).toBe(true)
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
})

import { afterEach, describe, expect, it } from 'vitest'
import type { PreCheck } from './env'
import { fakeEnv, NO_COOKIE } from './fake-env.test-helper'
import { findPreCheck, runPreCheck } from './pre-check-run'

const CHECK: PreCheck = {
  action: 'cleantalk_force_example_check',
  setting: 'checkExternal',
  marker: '.example-form',
  urlPart: 'forms.example.com/submit',
  fields: () => ({ email: 'jo@example.com' }),
}
const URL = 'https://forms.example.com/submit?id=1'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('fetch pre-checks', () => {
  it('apply to their URL only, with their setting on and their marker on the page', () => {
    const on = fakeEnv({ settings: { checkExternal: true } })
    expect(findPreCheck([CHECK], URL, on)).toBeUndefined()
    document.body.innerHTML = '<div class="example-form"></div>'
    expect(findPreCheck([CHECK], URL, fakeEnv())).toBeUndefined()
    expect(findPreCheck([CHECK], URL, on)).toBe(CHECK)
    expect(findPreCheck([CHECK], 'https://other.example.com/submit', on)).toBeUndefined()
    const always = { ...CHECK, setting: undefined }
    expect(findPreCheck([always], URL, fakeEnv())).toBe(always)
  })

  it('send the check’s fields with the added field over admin-ajax', async () => {
    const env = fakeEnv()
    expect(await runPreCheck(CHECK, 'a=1', env)).toBe(true)
    expect(env.calls).toEqual([
      {
        action: 'cleantalk_force_example_check',
        route: 'cleantalk_force_example_check',
        transport: 'admin_ajax',
        fields: { email: 'jo@example.com', ct_no_cookie_hidden_field: NO_COOKIE },
      },
    ])
  })

  it('let the submission through when the check fails', async () => {
    const env = fakeEnv({ callResult: { ok: false, error: 'Server response timeout' } })
    expect(await runPreCheck(CHECK, new FormData(), env)).toBe(true)
  })
})

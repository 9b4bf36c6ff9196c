import { afterEach, describe, expect, it } from 'vitest'
import { fakeEnv, NO_COOKIE } from '../engine/fake-env.test-helper'
import { runPreCheck } from '../engine/pre-check-run'
import { bitrix24 } from './bitrix24'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the Bitrix24 pre-check (contract f)', () => {
  it('sends the fields of .b24-form form, unnamed ones as input_<i>', async () => {
    document.body.innerHTML = `<div class="b24-form"><form><input name="name" value="Jo"><input value="x"><input type="checkbox" name="c"></form></div>`
    const env = fakeEnv()
    await runPreCheck(bitrix24.preChecks![0]!, new FormData(), env)
    expect(env.calls[0]!.fields).toEqual({
      name: 'Jo',
      input_1: 'x',
      ct_no_cookie_hidden_field: NO_COOKIE,
    })
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { NO_COOKIE } from '../engine/fake-env.test-helper'
import { expectXhrRule, setupData } from '../engine/plugin-cases.test-helper'
import { mailpoet } from './mailpoet'

afterEach(() => {
  document.body.innerHTML = ''
})

expectXhrRule(mailpoet, {
  label: 'MailPoet',
  marker: '<form class="mailpoet_form"></form>',
  body: 'action=mailpoet&token=abc&endpoint=subscribers&method=subscribe&data%5Bemail%5D=a%2Bb%40c.org',
  other: 'action=mailpoet&method=get',
  key: 'W',
})

describe('MailPoet: jQuery (contract f)', () => {
  it('prepends the wrapped field and the MailPoet form visible fields', () => {
    document.body.innerHTML = `<form class="mailpoet_form"><input id="apbct_visible_fields_0" value="eyIwIjp7fX0="></form>`
    const data = 'action=mailpoet&method=subscribe'
    expect(setupData(mailpoet, data)).toBe(
      `data%5Bct_no_cookie_hidden_field%5D=${encodeURIComponent(NO_COOKIE)}&apbct_visible_fields=eyIwIjp7fX0%3D&${data}`,
    )
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { expectJquerySigns, noCookiePair, setupData } from '../engine/plugin-cases.test-helper'
import { drplusSignup } from './drplus-signup'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('drplus_signup: jQuery (contract f)', () => {
  expectJquerySigns(drplusSignup, [{ data: 'action=drplus_signup&email=a%40b.c', key: 'U' }])

  it('sends no visible fields (no [vf] in its row), even when the page has some', () => {
    document.body.innerHTML = `<form class="register"><input id="apbct_visible_fields_0" value="AAA="></form>`
    const data = 'action=drplus_signup&email=a%40b.c'
    expect(setupData(drplusSignup, data)).toBe(`${noCookiePair('U')}&${data}`)
  })
})

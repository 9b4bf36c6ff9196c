import { afterEach, describe, expect, it } from 'vitest'
import { expectJquerySigns, noCookiePair, setupData } from '../engine/plugin-cases.test-helper'
import { ninjaFormId, ninjaFormsPlugin } from './ninja-forms'

afterEach(() => {
  document.body.innerHTML = ''
})

const enc = encodeURIComponent

describe('Ninja Forms: jQuery (contract f)', () => {
  expectJquerySigns(ninjaFormsPlugin, [{ data: 'action=nf_ajax_submit&formData=%7B%7D', key: 'U' }])

  it('finds the form container by the id in formData', () => {
    document.body.innerHTML = `<div id="nf-form-7-cont"><input id="apbct_visible_fields_2" value="AAA="></div>`
    const data = `action=nf_ajax_submit&formData=${enc('{"id":"7","fields":{}}')}`
    expect(setupData(ninjaFormsPlugin, data, {}, '/')).toBe(
      `${noCookiePair('U')}&apbct_visible_fields=AAA%3D&${data}`,
    )
  })

  it('finds the container of a second render of the form (instance 7_1), not the first', () => {
    document.body.innerHTML = `<div id="nf-form-7-cont"><input id="apbct_visible_fields_0" value="Rmlyc3Q="></div><div id="nf-form-7_1-cont"><input id="apbct_visible_fields_1" value="U2Vjb25k"></div>`
    const data = `action=nf_ajax_submit&formData=${enc('{"id":"7_1","fields":{"4":{"id":4,"value":"x"}}}')}`
    expect(setupData(ninjaFormsPlugin, data, {}, '/')).toBe(
      `${noCookiePair('U')}&apbct_visible_fields=U2Vjb25k&${data}`,
    )
  })
})

describe('ninjaFormId', () => {
  it('reads the first "id" of formData, with the instance suffix', () => {
    expect(ninjaFormId('{"id":"3","fields":{"1":{"id":"9"}}}')).toBe('3')
    expect(ninjaFormId('{"id":"3_1"}')).toBe('3_1')
    expect(ninjaFormId('{"fields":{}}')).toBeUndefined()
    expect(ninjaFormId(undefined)).toBeUndefined()
  })
})

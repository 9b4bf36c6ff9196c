import { afterEach, describe, expect, it } from 'vitest'
import { fakeEnv, NO_COOKIE } from '../engine/fake-env.test-helper'
import { rewritePrefilterData } from '../engine/jquery-hooks'
import { piotnetForms } from './piotnet-forms'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('Piotnet forms: jQuery ajaxPrefilter (contract f)', () => {
  it('appends the bare field and the raw visible-fields JSON of the form to its FormData', () => {
    document.body.innerHTML = `<form data-id="f9"><input id="apbct_visible_fields_0" value="${btoa('{"0":{"visible_fields":"email"}}')}"></form>`
    const fd = new FormData()
    fd.append('action', 'pafe_ajax_form_builder')
    fd.append('form_id', 'f9')
    const out = rewritePrefilterData(fakeEnv(), fd, piotnetForms.jqueryPrefilters!) as FormData
    expect(out.get('ct_no_cookie_hidden_field')).toBe(NO_COOKIE)
    expect(out.get('apbct_visible_fields')).toBe('{"0":{"visible_fields":"email"}}')
  })

  it('leaves other FormData alone', () => {
    const fd = new FormData()
    fd.append('action', 'other')
    expect(rewritePrefilterData(fakeEnv(), fd, piotnetForms.jqueryPrefilters!)).toBe(fd)
  })
})

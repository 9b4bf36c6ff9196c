import { describe, expect, it } from 'vitest'
import type { FormDef } from '../page-data'
import { formEnvFromGlobals } from './env'
import { createFormStore } from './form-store'
import { buildResumeBody } from './resume'
import { encodeParams } from './encode-params'
import { buildSubmitBody } from './submit-request'

const env = {
  ...formEnvFromGlobals({ ajaxNonce: '590cf59449' }, {}),
  loadChunk: <T>() => import('./validate/date-check') as Promise<T>,
}
const enquiry = {
  id: '2',
  settings: { title: 'Enquiry', formContentData: ['email', 'type', 'submit'], calculations: [] },
  fields: [
    { id: 5, key: 'email', type: 'email', order: 3, value: '' },
    {
      id: 8,
      key: 'type',
      type: 'listselect',
      order: 6,
      value: '',
      options: [
        { label: 'Choice 1', value: 'choice1', calc: '', selected: 0, order: 0 },
        { label: 'Choice 2', value: 'choice2', calc: '', selected: 0, order: 1 },
      ],
    },
    { id: 12, key: 'submit', type: 'submit', order: 10, value: '' },
  ],
} as unknown as FormDef

describe('submit request', () => {
  it('is byte-for-byte the jQuery-encoded body of the contract example', () => {
    const store = createFormStore(enquiry, env)
    store.setValue('5', 'a@b.fr')
    store.setValue('8', 'choice2')
    const body = buildSubmitBody(enquiry, store.getState())
    const formData =
      '{"id":"2","fields":{"5":{"value":"a@b.fr","id":5},"8":{"value":"choice2","id":8},"12":{"value":"","id":12}},"settings":{"title":"Enquiry","calculations":[]},"extra":{}}'
    expect(body).toBe(
      `action=nf_ajax_submit&security=590cf59449&nonce_ts=&formData=${encodeURIComponent(formData)}`,
    )
    // The live settings keep their layout data (the original deleted it in place).
    expect(enquiry.settings.formContentData).toEqual(['email', 'type', 'submit'])
  })

  it('sends nonce_ts only once the server issued one', () => {
    const store = createFormStore(enquiry, env)
    store.setNonce('a1b2c3d4e5', '1767225600')
    expect(buildSubmitBody(enquiry, store.getState())).toMatch(
      /^action=nf_ajax_submit&security=a1b2c3d4e5&nonce_ts=1767225600&formData=/,
    )
  })

  it("encodes like $.param: spaces as +, !~*'() left alone", () => {
    expect(encodeParams([['a b', "x y!~*'()&="]])).toBe("a+b=x+y!~*'()%26%3D")
  })

  it('posts typed values by type: checkbox 1/0, lists as arrays, dates as objects, repeaters as maps', () => {
    const form = {
      id: '4_1',
      settings: {},
      fields: [
        { id: '1_1', key: 'agree', type: 'checkbox', order: 1, value: '' },
        {
          id: '2_1',
          key: 'tags',
          type: 'listcheckbox',
          order: 2,
          value: '',
          options: [
            { label: 'A', value: 'a', calc: '', selected: 0 },
            { label: 'B', value: 'b', calc: '', selected: 1 },
          ],
        },
        {
          id: '3_1',
          key: 'when',
          type: 'date',
          date_mode: 'date_and_time',
          order: 3,
          value: '',
          selected_hour: '09',
          selected_minute: '30',
          selected_ampm: 'am',
        },
        {
          id: '12_1',
          key: 'people',
          type: 'repeater',
          order: 4,
          value: '',
          fields: [
            { id: '12_1.1', key: 'name', type: 'textbox', label: 'Name' },
            { id: '12_1.2', key: 'hp', type: 'html' },
          ],
        },
        { id: '5_1', key: 'hr', type: 'hr', order: 5, value: '' },
      ],
    } as unknown as FormDef
    const store = createFormStore(form, env)
    store.setValue('1_1', 1)
    store.addRepeaterSet('12_1')
    store.setValue('12_1.1_0', 'Ann')
    store.setValue('12_1.1_1', 'Bob')
    const data = JSON.parse(
      decodeURIComponent(
        buildSubmitBody(form, store.getState()).split('formData=')[1]!.replace(/\+/g, ' '),
      ),
    )
    expect(data.id).toBe('4_1')
    expect(data.fields).toEqual({
      '1_1': { value: 1, id: '1_1' },
      '2_1': { value: ['b'], id: '2_1' },
      '3_1': { value: { date: '', hour: '09', minute: '30', ampm: 'am' }, id: '3_1' },
      '12_1': {
        value: {
          '12_1.1_0': { value: 'Ann', id: '12_1.1_0' },
          '12_1.1_1': { value: 'Bob', id: '12_1.1_1' },
        },
        id: '12_1',
      },
      '5_1': { value: '', id: '5_1' },
    })
  })

  it('builds the resume body with each URL value decoded, then encoded once', () => {
    expect(buildResumeBody('?nf_resume=3&token=a%2Bb%20c', 'n0nce')).toBe(
      'action=nf_ajax_submit&security=n0nce&nf_resume%5Bnf_resume%5D=3&nf_resume%5Btoken%5D=a%2Bb+c',
    )
  })
})

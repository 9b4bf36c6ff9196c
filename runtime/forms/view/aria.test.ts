import { describe, expect, it } from 'vitest'
import type { FieldState } from '../logic/types'
import type { FieldDef } from '../page-data'
import { controlAria, optionAria } from './aria'

const field = (def: Record<string, unknown>, errors: Record<string, string> = {}): FieldState => ({
  id: '0',
  def: { id: 0, key: 'k', ...def } as unknown as FieldDef,
  value: '',
  visible: true,
  clean: true,
  errors,
})

describe('controlAria', () => {
  it('names a control drawn without a label (the real server prints unknown kinds so)', () => {
    const unknown = field({ type: 'unknown', label: '', wrap_template: 'wrap-no-label' })
    expect(controlAria(unknown)['aria-label']).toBe('unknown')
    const labelled = field({ type: 'unknown', label: 'Clay', wrap_template: 'wrap-no-label' })
    expect(controlAria(labelled)['aria-label']).toBe('Clay')
  })

  it('leaves a control with a printed label to its label', () => {
    const aria = controlAria(field({ type: 'textbox', label: 'Name', wrap_template: 'wrap' }))
    expect(aria['aria-label']).toBeUndefined()
    expect(aria['aria-labelledby']).toBe('nf-label-field-0')
  })
})

describe('optionAria', () => {
  it('marks each option of an invalid list and points it at the error', () => {
    expect(optionAria(field({ type: 'listradio' }, { 'required-error': 'Required' }))).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'nf-error-0',
    })
    expect(optionAria(field({ type: 'listradio' }))['aria-invalid']).toBe(false)
  })
})

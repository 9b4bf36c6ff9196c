import { describe, expect, it } from 'vitest'
import type { FormDef } from '../page-data'
import { formEnvFromGlobals } from './env'
import { createFormStore } from './form-store'

const env = formEnvFromGlobals({ ajaxNonce: 'n' }, { validateRequiredField: 'Required (i18n).' })
const form = {
  id: '7',
  settings: { validateRequiredField: 'Required (form).', calculations: [] },
  fields: [
    { id: 1, key: 'email', type: 'email', order: 2, value: '', required: 1 },
    { id: 2, key: 'again', type: 'confirm', order: 3, value: '', confirm_field: 'email' },
    { id: 3, key: 'name', type: 'textbox', order: 1, value: '', required: 1 },
    { id: 4, key: 'submit', type: 'submit', order: 4, value: '' },
  ],
} as unknown as FormDef

describe('form store: live validation (spec §4–§5)', () => {
  it('keeps a field clean until touched; keyup before the first touch does nothing', () => {
    const store = createFormStore(form, env)
    store.setValue('1', 'nope')
    store.markUnclean('1', 'keyup', 69)
    expect(store.getState().fields['1']?.errors).toEqual({})
    store.markUnclean('1', 'blur')
    expect(store.getState().fields['1']?.errors).toEqual({
      'invalid-email': 'Please enter a valid email address!',
    })
    expect(store.getState().submitDisabled).toBe(true)
    expect(store.getState().formErrors['field-errors']).toBeDefined()
  })

  it('re-validates on typing once unclean, and ignores tab for the email check', () => {
    const store = createFormStore(form, env)
    store.setValue('1', 'a@b.fr')
    store.markUnclean('1', 'blur')
    store.setValue('1', 'a@')
    expect(store.getState().fields['1']?.errors['invalid-email']).toBeDefined()
    store.setValue('1', 'a@b.fr')
    expect(store.getState().fields['1']?.errors).toEqual({})
    expect(store.getState().submitDisabled).toBe(false)
    expect(store.getState().formErrors).toEqual({})
    // A tab keyup on a field whose email check is stale keeps it as it was.
    store.addFieldError('1', 'invalid-email', 'stale')
    store.markUnclean('1', 'keyup', 9)
    expect(store.getState().fields['1']?.errors['invalid-email']).toBe('stale')
    store.markUnclean('1', 'keyup', 65)
    expect(store.getState().fields['1']?.errors['invalid-email']).toBeUndefined()
  })

  it('uses the form setting message, and hidden fields skip required', () => {
    const store = createFormStore(form, env)
    store.setVisible('3', false)
    const result = store.validateForSubmit()
    expect(result).toEqual({ ok: false, firstInvalidId: '1' })
    expect(store.getState().fields['1']?.errors['required-error']).toBe('Required (form).')
    expect(store.getState().fields['3']?.errors).toEqual({})
  })

  it('focuses the invalid field with the lowest order', () => {
    const store = createFormStore(form, env)
    expect(store.validateForSubmit().firstInvalidId).toBe('3')
  })

  it('re-checks a confirm field when its partner changes', () => {
    const store = createFormStore(form, env)
    store.setValue('1', 'a@b.fr')
    store.setValue('2', 'a@b.fr')
    store.markUnclean('2', 'change')
    expect(store.getState().fields['2']?.errors).toEqual({})
    store.setValue('1', 'x@b.fr')
    expect(store.getState().fields['2']?.errors).toEqual({
      'confirm-mismatch': 'These fields must match!',
    })
  })

  it('clears a server unique_field error on change, keyup or blur', () => {
    const store = createFormStore(form, env)
    store.addFieldError('3', 'unique_field', 'Already submitted.')
    store.markUnclean('3', 'keyup', 65)
    expect(store.getState().fields['3']?.errors).toEqual({})
  })

  it('resets to the loaded state but keeps a newer nonce', () => {
    const store = createFormStore(form, env)
    store.setValue('3', 'Ann')
    store.setNonce('new', '17')
    store.reset()
    expect(store.getState().fields['3']?.value).toBe('')
    expect(store.getState().nonce).toEqual({ security: 'new', nonce_ts: '17' })
  })

  it('blocks submit while a blocker (CAPTCHA token fetch) is active', () => {
    const store = createFormStore(form, env)
    store.blockSubmit('recaptcha-v3', true)
    expect(store.getState().submitDisabled).toBe(true)
    store.blockSubmit('recaptcha-v3', false)
    expect(store.getState().submitDisabled).toBe(false)
  })
})

describe('form store: the lazily loaded date check', () => {
  it('loads the date-check chunk for a form with a date field and checks touched dates', async () => {
    const loaded: string[] = []
    const dated = {
      id: '8',
      settings: {},
      fields: [{ id: 1, key: 'd', type: 'date', date_format: 'DD.MM.YYYY', order: 1, value: '' }],
    } as unknown as FormDef
    const store = createFormStore(dated, {
      ...env,
      loadChunk: <T>(name: string) => {
        loaded.push(name)
        return import('./validate/date-check') as Promise<T>
      },
    })
    store.setValue('1', '31.02.2026')
    store.markUnclean('1', 'blur')
    await store.whenReady()
    expect(loaded).toEqual(['date-check'])
    expect(store.getState().fields['1']?.errors).toEqual({
      'invalid-date': 'Please enter a valid date!',
    })
    store.setValue('1', '28.02.2026')
    expect(store.getState().fields['1']?.errors).toEqual({})
  })
})

describe('form store: the submit button as the original', () => {
  it('is enabled after a failed submit, disabled by the next new error, enabled once fixed', () => {
    const store = createFormStore(form, env)
    expect(store.validateForSubmit().ok).toBe(false)
    // The original's submit:failed puts the button back, errors and all.
    expect(store.getState().submitDisabled).toBe(false)
    store.setValue('1', 'a@')
    store.markUnclean('1', 'blur')
    expect(store.getState().submitDisabled).toBe(true)
    store.setValue('1', 'a@b.fr')
    store.setValue('2', 'a@b.fr')
    expect(store.getState().submitDisabled).toBe(true)
    store.setValue('3', 'Ann')
    expect(Object.values(store.getState().fields).some((f) => Object.keys(f.errors).length)).toBe(
      false,
    )
    expect(store.getState().submitDisabled).toBe(false)
  })
})

import type { Radio } from './radio'
import { layoutAddon } from '../logic/layout-addon'
import { formCollection } from './form-collection'
import type { FormRegistry, MountedForm } from './form-registry'
import { liveFieldModel } from './live-field-model'

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v))

/**
 * Page-wide channels (contract b): `app` get:form/get:forms, `fields` get:field and the
 * add/remove:error requests and events, CAPTCHA `update:response` on the recaptcha,
 * turnstile and hcaptcha channels. Each routes to the form that owns the field.
 */
export function registerPageChannels(radio: Radio, forms: FormRegistry): void {
  // The form models add-ons know (form-model-shim.ts), never our internal objects.
  radio.channel('app').reply('get:form', (id: unknown) => forms.get(str(id))?.model)
  radio.channel('app').reply('get:forms', () => formCollection(forms))
  const fields = radio.channel('fields')
  fields.reply('get:field', (id: unknown) => {
    const form = forms.byField(str(id))
    return form ? liveFieldModel(form.store, str(id)) : undefined
  })
  const addError = (id: unknown, key: unknown, message: unknown) =>
    forms.byField(str(id))?.store.addFieldError(str(id), str(key), str(message))
  const removeError = (id: unknown, key: unknown) =>
    forms.byField(str(id))?.store.removeFieldError(str(id), str(key))
  fields.reply('add:error', addError)
  fields.reply('remove:error', removeError)
  fields.on('add:error', addError)
  fields.on('remove:error', removeError)
  // CAPTCHA callbacks: (token, fieldId) — the token becomes the field's value.
  for (const name of ['recaptcha', 'turnstile', 'hcaptcha']) {
    radio.channel(name).on('update:response', (token: unknown, id: unknown) => {
      const form = forms.byField(str(id))
      if (!form) return
      form.store.setValue(str(id), str(token))
      form.store.removeFieldError(str(id), 'required-error')
    })
  }
  // A layout add-on's view filter: from then on, forms lay out their Layout rows.
  for (const name of ['formContent', 'fieldContents'])
    radio.channel(name).reply('add:viewFilter', () => {
      layoutAddon.present = true
    })
  radio.channel('form').on('render:view', (view: unknown) => {
    const id = (view as { model?: { get?: (k: string) => unknown } } | undefined)?.model?.get?.(
      'id',
    )
    const targets = id === undefined ? forms.all() : [forms.get(str(id))]
    for (const form of targets) form?.rerender()
  })
}

/** Replies and triggers of one form's `form-<id>` channel (contract b). */
export function registerFormChannel(radio: Radio, form: MountedForm): void {
  const ch = radio.channel(`form-${form.id}`)
  const { store } = form
  ch.reply('get:form', () => form.model)
  ch.reply('get:fieldByKey', (key: unknown) => {
    const f = Object.values(store.getState().fields).find((x) => x.def.key === key)
    return f ? liveFieldModel(store, f.id) : undefined
  })
  ch.reply('add:error', (id: unknown, msg: unknown) => store.addFormError(str(id), str(msg)))
  ch.reply('remove:error', (id: unknown) => store.removeFormError(str(id)))
  ch.reply('add:extra', (key: unknown, value: unknown) => store.setExtra(str(key), value))
  ch.reply('get:extra', (key: unknown) => store.getExtra(str(key)))
  ch.reply('remove:extra', (key: unknown) => store.removeExtra(str(key)))
  ch.reply('submit', () => form.submit())
  ch.on('disable:submit', () => store.blockSubmit('public', true))
  ch.on('enable:submit', () => store.blockSubmit('public', false))
  ch.on('processingLabel', () => store.setSubmitting(true))
  ch.on('reset', () => store.reset())
}

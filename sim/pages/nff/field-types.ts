/** The render templates the server adds to a field (contract a, table). */
export interface FieldTemplates {
  readonly parentType: string
  readonly element_templates: string[]
  readonly old_classname: string
  readonly wrap_template: string
}

// Known types whose element template and parent type are named as the type itself.
const SAME_AS_TYPE: ReadonlySet<string> = new Set([
  'firstname',
  'lastname',
  'email',
  'textarea',
  'checkbox',
  'html',
  'hr',
  'number',
  'hidden',
  'starrating',
  'total',
  'shipping',
])

/** Field types the form builder knows; any other type is rendered as `unknown`. */
export const KNOWN_FIELD_TYPES: ReadonlySet<string> = new Set([
  'textbox',
  ...SAME_AS_TYPE,
  'phone',
  'address',
  'city',
  'date',
  'zip',
  'listradio',
  'listselect',
  'listcheckbox',
  'listmultiselect',
  'liststate',
  'listcountry',
  'listimage',
  'terms',
  'confirm',
  'submit',
  'hcaptcha',
  'recaptcha',
  'recaptcha_v3',
  'turnstile',
  'repeater',
  'product',
  'quantity',
  'note',
  'password',
  'passwordconfirm',
  'signature',
  'spam',
])

const LIST_CLASS: Readonly<Record<string, string>> = {
  listradio: 'list-radio',
  listselect: 'list-select',
  listcheckbox: 'list-checkbox',
  listmultiselect: 'list-multiselect',
  liststate: 'list-select',
}

/** The server-added template keys of a (normalised) field type. */
export function fieldTemplates(type: string): FieldTemplates {
  const t = (parentType: string, element: string[], wrap = 'wrap', old = '') => ({
    parentType,
    element_templates: element,
    old_classname: old,
    wrap_template: wrap,
  })
  if (type === 'textbox') return t('textbox', ['textbox', 'input'])
  if (SAME_AS_TYPE.has(type))
    return t(type, [type, 'input'], type === 'hidden' ? 'wrap-no-label' : 'wrap')
  if (type === 'phone') return t('textbox', ['tel', 'textbox', 'input'])
  if (type === 'address' || type === 'city' || type === 'date')
    return t(type, [type, 'textbox', 'input'])
  if (type === 'listmultiselect')
    return t('list', ['listselect', 'input'], 'wrap', LIST_CLASS[type])
  if (type === 'listradio' || type === 'listselect' || type === 'listcheckbox') {
    return t('list', [type, 'input'], 'wrap', LIST_CLASS[type])
  }
  if (type === 'liststate' || type === 'listcountry') {
    return t('list', [type, 'listselect', 'input'], 'wrap', LIST_CLASS[type] ?? '')
  }
  if (type === 'confirm') return t('confirm', ['input'])
  if (type === 'submit') return t('textbox', ['submit', 'button', 'input'], 'wrap-no-label')
  if (type === 'recaptcha_v3') return t('textbox', ['recaptcha-v3', 'input'])
  if (type === 'hcaptcha' || type === 'recaptcha' || type === 'turnstile')
    return t('textbox', [type, 'input'])
  if (type === 'repeater') return t('textbox', ['repeater', 'input'], 'wrap-no-label')
  return t(type, [type, 'input'])
}

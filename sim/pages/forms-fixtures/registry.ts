import path from 'node:path'
import { siteKnobsSchema } from '../../site/knobs'
import { formsBasicPage } from '../forms-basic'
import type { ConvertedForm } from '../nff/convert'
import { formsInPage } from '../nff/forms-in-page'
import { loadExports, loadNffFile } from '../nff/templates'
import { inlineForm, type InlineForm } from './builder'
import { calculationsForm } from './calculations'
import { captchaForm } from './captcha'
import { keyboardForm } from './keyboard'
import { fiveHundredFieldForm, twentyThreeFieldForm } from './many-fields'
import { productOrderForm } from './product-order'
import { repeaterForm } from './repeater'
import { signatureForm } from './signature'

/** The inline fixture forms by their id on the mocked site. */
export const INLINE_FORMS: Readonly<
  Record<string, { readonly name: string; readonly def: InlineForm }>
> = {
  '21': { name: 'calculations', def: calculationsForm },
  '22': { name: 'product-order', def: productOrderForm },
  '23': { name: 'repeater', def: repeaterForm },
  '24': { name: 'captcha', def: captchaForm },
  '25': { name: '23-fields', def: twentyThreeFieldForm },
  '26': { name: '500-fields', def: fiveHundredFieldForm },
  '27': { name: 'signature', def: signatureForm },
  '28': { name: 'keyboard', def: keyboardForm },
}

// The forms-basic page's one-field form (id 1), read from the page itself so the two never drift.
let basic: ConvertedForm | undefined
function basicForm(): ConvertedForm | undefined {
  basic ??= formsInPage(
    formsBasicPage.render({
      origin: 'http://localhost',
      knobs: siteKnobsSchema.parse({}),
      nonces: { ajax: '', rest: '', forms: '' },
    }),
  )[0]
  return basic
}

const custom = new Map<string, ConvertedForm>()
const customByPath = new Map<string, string>()
let nextCustomId = 900

/** Converts a visitor's own `.nff` file and gives it a fresh id on the mocked site. */
export function registerNffFile(file: string): ConvertedForm {
  const resolved = path.resolve(file)
  const known = customByPath.get(resolved)
  if (known) return custom.get(known) as ConvertedForm
  const form = loadNffFile(resolved, String(nextCustomId++))
  custom.set(form.id, form)
  customByPath.set(resolved, form.id)
  return form
}

/**
 * The stored form behind a form id as the mock server sees it (`3_1` → form 3): inline
 * fixtures, the own exports, the forms-basic form and registered `.nff` files.
 */
export function findServerForm(id: string): ConvertedForm | undefined {
  const base = id.replace(/_\d+$/, '')
  if (base === '1') return basicForm()
  const inline = INLINE_FORMS[base]
  if (inline) return inlineForm(inline.def, base)
  const own = custom.get(base)
  if (own) return own
  return loadExports().find((t) => t.form.id === base)?.form
}

import { formInstance, type ConvertedForm } from './nff/convert'
import type { SiteLocale } from './nff/nfi18n'
import { renderFormsPage } from './nff/render'
import { loadExports } from './nff/templates'
import { inlineForm } from './forms-fixtures/builder'
import { INLINE_FORMS, registerNffFile } from './forms-fixtures/registry'
import type { PageFixture } from './page-context'

function inlinePage(
  id: string,
  title: string,
  description: string,
  locale?: SiteLocale,
  instances = 1,
): PageFixture {
  const entry = INLINE_FORMS[id]!
  const pageId = `forms-${entry.name}${locale && locale !== 'en_US' ? `-${locale}` : ''}${instances > 1 ? '-twice' : ''}`
  return {
    id: pageId,
    title,
    description,
    render(ctx) {
      const form = inlineForm(entry.def, id, locale)
      const forms = Array.from({ length: instances }, (_, i) => formInstance(form, i))
      return renderFormsPage(ctx, { title, forms, locale })
    },
  }
}

/** Pages of the inline fixture forms. */
export const formsFixturePages: readonly PageFixture[] = [
  inlinePage(
    '21',
    'Calculations',
    'Known-answer calculations: 5+5+5 → Total: 15.00, 3.50 × 1.10 → 3.85, list/checkbox calcs, a calc chain.',
  ),
  inlinePage(
    '21',
    'Calculations (de_DE)',
    'The calculation form on a de_DE site (1.234,50).',
    'de_DE',
  ),
  inlinePage(
    '21',
    'Calculations (fr_FR)',
    'The calculation form on a fr_FR site (1 234,50).',
    'fr_FR',
  ),
  inlinePage(
    '22',
    'Product order',
    'Products with quantity, a hidden product, shipping and the total.',
  ),
  inlinePage(
    '22',
    'Product order, twice',
    'The product form rendered twice (ids 22 and 22_1): totals stay per form.',
    undefined,
    2,
  ),
  inlinePage('23', 'Repeater', 'A repeater of guests: add and remove sets.'),
  inlinePage('24', 'CAPTCHA', 'reCAPTCHA v2 and v3, Turnstile and hCaptcha fields.'),
  inlinePage('25', '23 fields', 'A 23-field registration form (time budget).'),
  inlinePage('26', '500 fields', 'A 500-field survey (time budget).'),
  inlinePage(
    '27',
    'Signatures',
    'Typed signatures in the three fonts (one preset with typed_name) and a drawn one.',
  ),
  inlinePage(
    '28',
    'Keyboard only',
    'Every field kind a visitor operates, shown in an order that is not the field id order.',
  ),
]

const PROVIDERS: Readonly<Record<string, string>> = {
  recaptcha: 'recaptcha',
  recaptcha_v3: 'recaptcha',
  hcaptcha: 'hcaptcha',
  turnstile: 'turnstile',
}

/**
 * What a site prints in the head for a form's CAPTCHA fields: the provider scripts (here the
 * mock site's fake providers) and, for reCAPTCHA, the consent cookie its script sets once
 * the visitor agreed. Nothing for a form without CAPTCHA fields.
 */
function captchaHead(form: ConvertedForm): string {
  const names = new Set(form.fields.map((f) => PROVIDERS[f.type]).filter((n) => n !== undefined))
  const consent = names.has('recaptcha')
    ? `<script>document.cookie='_grecaptcha=consented; path=/'</script>`
    : ''
  return consent + [...names].map((n) => `<script src="/fake-providers/${n}.js"></script>`).join('')
}

function exportPage(name: string, form: ConvertedForm): PageFixture {
  const title = String(form.settings.title ?? name).replace(/&amp;/g, '&')
  return {
    id: `forms-${name}`,
    title: `Export: ${title}`,
    description: `The project's own ${name} form, converted from sim/pages/nff/exports/${name}.nff (form ${form.id}).`,
    render: (ctx) => renderFormsPage(ctx, { title, forms: [form], extraHead: captchaHead(form) }),
  }
}

/** One page per own export in sim/pages/nff/exports (`forms-<name>`, forms 11 on). */
export function formsExportPages(): PageFixture[] {
  return loadExports().map(({ name, form }) => exportPage(name, form))
}

/**
 * A page for a visitor's own `.nff` export: the file is read, converted and registered
 * with the mock server (which then answers its submissions). Throws a clear error when
 * the file is missing or unreadable.
 */
export function nffPage(file: string): PageFixture {
  const form = registerNffFile(file)
  const name = file.replace(/^.*[\\/]/, '').replace(/\.nff$/, '')
  const title = String(form.settings.title ?? name)
  return {
    id: `forms-custom-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`,
    title,
    description: `Converted from ${file} (form ${form.id}).`,
    render: (ctx) => renderFormsPage(ctx, { title, forms: [form], extraHead: captchaHead(form) }),
  }
}

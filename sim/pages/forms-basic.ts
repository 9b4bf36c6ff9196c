import { scriptJson, wpDocument } from './html'
import type { PageContext, PageFixture } from './page-context'

/** `nfFrontEnd` as the form plugin prints it (contract b). */
export function nfFrontEnd(ctx: PageContext) {
  return {
    adminAjax: `${ctx.origin}/wp-admin/admin-ajax.php`,
    ajaxNonce: ctx.nonces.forms,
    requireBaseUrl: `${ctx.origin}/wp-content/plugins/ninja-forms/assets/js/`,
    use_merge_tags: {},
    opinionated_styles: '',
    filter_esc_status: 'false',
    nf_consent_status_response: [],
  }
}

/** The inline per-form script of the contract: an Array object with expandos. */
export function inlineFormScript(form: { id: string; settings: object; fields: object[] }): string {
  return (
    `<script>var formDisplay=1;var nfForms=nfForms||[];var form=[];form.id='${form.id}';` +
    `form.settings=${scriptJson(form.settings)};form.fields=${scriptJson(form.fields)};nfForms.push(form);</script>`
  )
}

/** A one-field form (a required textbox and a submit). */
export const oneFieldForm = {
  id: '1',
  settings: {
    title: 'Quick question',
    show_title: '0',
    default_label_pos: 'above',
    calculations: [],
  },
  fields: [
    {
      id: 1,
      key: 'question',
      type: 'textbox',
      label: 'Your question',
      order: 1,
      value: '',
      required: 1,
    },
    { id: 2, key: 'submit', type: 'submit', label: 'Send', order: 2, value: '' },
  ],
}

function page(ctx: PageContext, lateData: boolean): string {
  const container = `<div id="nf-form-1-cont" class="nf-form-cont" aria-live="polite" aria-labelledby="nf-form-title-1" aria-describedby="nf-form-errors-1" role="form"><div class="nf-loading-spinner"></div></div>`
  const globals = `<script>var nfFrontEnd=${scriptJson(nfFrontEnd(ctx))};var nfInlineVars=[];</script>`
  const bundle = `<script src="/dist/forms.js"></script>`
  const data = inlineFormScript(oneFieldForm)
  // Late data: the bundle loads first and the form's inline script runs a moment later,
  // as page builders and async loaders do.
  const late =
    `<script>setTimeout(function(){var t=document.createElement('script');` +
    `t.textContent=${scriptJson(data.replace(/^<script>|<\/script>$/g, ''))};document.body.appendChild(t)},300)</script>`
  return wpDocument({
    title: 'Contact',
    head: globals + '\n' + (lateData ? bundle : ''),
    body: `<h1>Contact</h1>\n${container}\n${lateData ? late : data + '\n' + bundle}`,
  })
}

/** A one-field form whose inline data comes before the bundle. */
export const formsBasicPage: PageFixture = {
  id: 'forms-basic',
  title: 'One-field form',
  description: 'A form-builder page with a one-field form printed before forms.js.',
  render: (ctx) => page(ctx, false),
}

/** The same form whose inline data arrives 300 ms after the bundle has loaded. */
export const formsLateDataPage: PageFixture = {
  id: 'forms-late-data',
  title: 'One-field form, late data',
  description: 'The one-field form, its data pushed into nfForms after forms.js has run.',
  render: (ctx) => page(ctx, true),
}

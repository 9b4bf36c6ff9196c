import { escapeHtml, scriptJson, wpDocument } from '../html'
import type { PageContext } from '../page-context'
import type { ConvertedForm } from './convert'
import { nfi18n, type SiteLocale } from './nfi18n'

/** `nfFrontEnd` as the form builder localises it. */
export function nfFrontEnd(ctx: PageContext): Record<string, unknown> {
  const family = (types: string[]) => Object.fromEntries(types.map((t) => [t, t]))
  const textTypes = [
    'textbox',
    'hidden',
    'email',
    'textarea',
    'html',
    'number',
    'phone',
    'address',
    'city',
    'zip',
  ]
  return {
    adminAjax: `${ctx.origin}/wp-admin/admin-ajax.php`,
    ajaxNonce: ctx.nonces.forms,
    requireBaseUrl: `${ctx.origin}/wp-content/plugins/ninja-forms/assets/js/`,
    use_merge_tags: {
      user: family(textTypes),
      post: family(textTypes),
      system: family(textTypes),
      fields: family(['html', 'hidden', 'textarea']),
      calculations: family(['html', 'hidden', 'note', 'unknown']),
    },
    opinionated_styles: '',
    filter_esc_status: 'false',
    nf_consent_status_response: [],
  }
}

/** The container the server prints in place of the shortcode (contract a). */
export function formContainer(form: ConvertedForm): string {
  const wrapper = String(form.settings.wrapper_class ?? '')
  const cls = `nf-form-cont${wrapper ? ` ${escapeHtml(wrapper)}` : ''}`
  return `<div id="nf-form-${form.id}-cont" class="${cls}" aria-live="polite" aria-labelledby="nf-form-title-${form.id}" aria-describedby="nf-form-errors-${form.id}" role="form">
    <div class="nf-loading-spinner"></div>
</div>`
}

/** The inline per-form script, on one line, after its page-builder comment (wire). */
export function formScript(form: ConvertedForm): string {
  return (
    `<!-- That data is being printed as a workaround to page builders reordering the order of the scripts loaded-->` +
    `<script>var formDisplay=1;var nfForms=nfForms||[];var form=[];form.id='${form.id}';` +
    `form.settings=${scriptJson(form.settings)};form.fields=${scriptJson(form.fields)};nfForms.push(form);</script>`
  )
}

/** Options of a form page. */
export interface FormsPageOptions {
  readonly title: string
  readonly forms: readonly ConvertedForm[]
  readonly locale?: SiteLocale
  /** HTML placed before the bundle, e.g. fake CAPTCHA provider scripts. */
  readonly extraHead?: string
}

/** A page with each form's container and data, the localised globals and `dist/forms.js`. */
export function renderFormsPage(ctx: PageContext, options: FormsPageOptions): string {
  const forms = options.forms.map((f) => `${formContainer(f)}\n${formScript(f)}`).join('\n')
  const globals =
    `<script>var nfFrontEnd=${scriptJson(nfFrontEnd(ctx))};` +
    `var nfi18n=${scriptJson(nfi18n(options.locale))};var nfInlineVars=[];</script>`
  return wpDocument({
    title: options.title,
    head: options.extraHead ?? '',
    bodyClass: 'page-template-default page wp-singular',
    body: `<h1 class="entry-title">${escapeHtml(options.title)}</h1>\n${forms}\n${globals}\n<script src="/dist/forms.js"></script>`,
  })
}

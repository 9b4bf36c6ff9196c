import { inlineForm } from './forms-fixtures/builder'
import { calculationsForm } from './forms-fixtures/calculations'
import { scriptJson } from './html'
import { renderFormsPage } from './nff/render'
import type { PageFixture } from './page-context'

const EMPTY_INLINE_VARS = 'var nfInlineVars=[];'

// The form builder's preview: the page prints the saved form 21, and nfInlineVars carries
// the edited version being previewed, whose nfForms replaces the page's (contract b step 1).
function previewed() {
  const form = inlineForm(calculationsForm, '21')
  return {
    ...form,
    settings: { ...form.settings, title: 'Calculations (preview)' },
    fields: form.fields.map((f) => (f.key === 'number1' ? { ...f, label: 'First (edited)' } : f)),
  }
}

/** Form 21 whose preview data in `nfInlineVars.nfForms` replaces the printed `nfForms`. */
export const formsUiPreviewPage: PageFixture = {
  id: 'forms-ui-preview',
  title: 'Preview: nfInlineVars',
  description: 'form 21 printed as saved; nfInlineVars.nfForms carries the previewed edit.',
  render(ctx) {
    const html = renderFormsPage(ctx, {
      title: 'Preview',
      forms: [inlineForm(calculationsForm, '21')],
    })
    const form = previewed()
    const inline = { formDisplay: 1, form, nfForms: [form] }
    return html.replace(EMPTY_INLINE_VARS, `var nfInlineVars=${scriptJson(inline)};`)
  },
}

/** Form 21 with no `nfInlineVars` at all (a consent blocker held its script back). */
export const formsUiNoInlineVarsPage: PageFixture = {
  id: 'forms-ui-no-inline-vars',
  title: 'No nfInlineVars',
  description: 'form 21 on a page where nfInlineVars is undefined.',
  render(ctx) {
    const html = renderFormsPage(ctx, {
      title: 'No inline vars',
      forms: [inlineForm(calculationsForm, '21')],
    })
    return html.replace(EMPTY_INLINE_VARS, '')
  },
}

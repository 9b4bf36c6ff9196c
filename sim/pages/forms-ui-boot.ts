import path from 'node:path'
import { inlineForm } from './forms-fixtures/builder'
import { calculationsForm } from './forms-fixtures/calculations'
import { registerNffFile } from './forms-fixtures/registry'
import { escapeHtml } from './html'
import type { ConvertedForm } from './nff/convert'
import { formInstance } from './nff/convert'
import { renderFormsPage } from './nff/render'
import type { PageFixture } from './page-context'
import { REPO_ROOT } from '../repo-root'

const JQUERY = '<script src="/wp-includes/js/jquery/jquery.min.js"></script>'

// A form whose definition is broken (`fields` is not a list): only its container shows why.
const BROKEN = {
  id: '98',
  settings: { title: 'Broken' },
  fields: 'not a list',
  actions: [],
} as unknown as ConvertedForm

// Records what the public surface announces, with jQuery or with DOM CustomEvents.
const RECORD_JQ = `<script>window.__events=[];jQuery(document).on('nfFormReady',function(e,view){__events.push('ready:'+view.model.get('id')+':'+(view.el&&view.el.id)+':'+(view.$el&&view.$el.length))});jQuery(document).on('nfFormSubmitResponse',function(e,d){__events.push('response:'+d.id)})</script>`
const RECORD_DOM = `<script>window.__events=[];document.addEventListener('nfFormReady',function(e){__events.push('ready:'+e.detail.model.get('id')+':'+e.detail.el.id)});document.addEventListener('nfFormSubmitResponse',function(e){__events.push('response:'+e.detail.id)})</script>`

const calc = () => inlineForm(calculationsForm, '21')

/** Two instances of the calculation form and a broken form, with jQuery on the page. */
export const formsUiBootPage: PageFixture = {
  id: 'forms-ui-boot',
  title: 'Boot: jQuery, two instances, a broken form',
  description:
    'forms 21 and 21_1 with jQuery listeners for nfFormReady/nfFormSubmitResponse, plus a malformed form 98.',
  render: (ctx) =>
    renderFormsPage(ctx, {
      title: 'Boot',
      forms: [calc(), BROKEN, formInstance(calc(), 1)],
      extraHead: JQUERY + RECORD_JQ,
    }),
}

/** The calculation form without jQuery: the public events are DOM CustomEvents. */
export const formsUiBootNoJqueryPage: PageFixture = {
  id: 'forms-ui-boot-nojq',
  title: 'Boot without jQuery',
  description:
    'form 21 without jQuery, listening for the nfFormReady/nfFormSubmitResponse DOM events.',
  render: (ctx) => renderFormsPage(ctx, { title: 'Boot', forms: [calc()], extraHead: RECORD_DOM }),
}

/** Form containers but no form data at all: they are emptied. */
export const formsUiNoDataPage: PageFixture = {
  id: 'forms-ui-no-data',
  title: 'No form data',
  description: 'Two form containers with spinners and no nfForms: both are emptied.',
  render(ctx) {
    const html = renderFormsPage(ctx, { title: 'No data', forms: [] })
    const conts = ['5', '6']
      .map(
        (id) =>
          `<div id="nf-form-${id}-cont" class="nf-form-cont"><div class="nf-loading-spinner">${escapeHtml('Loading')}</div></div>`,
      )
      .join('\n')
    return html.replace(
      '<h1 class="entry-title">No data</h1>',
      `<h1 class="entry-title">No data</h1>\n${conts}`,
    )
  },
}

const XSS_FILE = path.join(REPO_ROOT, 'sim/pages/forms-ui-xss.nff')

/** A form whose title, label, html field and success message carry hostile markup. */
export const formsUiXssPage: PageFixture = {
  id: 'forms-ui-xss',
  title: 'Hostile markup',
  description:
    'Script in the html field, the success message and merge-tag values; a markup label.',
  render: (ctx) => renderFormsPage(ctx, { title: 'Hostile', forms: [registerNffFile(XSS_FILE)] }),
}

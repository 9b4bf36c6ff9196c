import { inlineFormScript, nfFrontEnd, oneFieldForm } from './forms-basic'
import { scriptJson, wpDocument } from './html'
import type { PageContext, PageFixture } from './page-context'

/**
 * Two pages of a theme that navigates pjax/Turbo-style (issue 18): a link click fetches the
 * next page, swaps the content of `<main>` and runs the scripts that came with it (the form's
 * inline data among them), then pushes the URL. Only the first page load runs forms.js.
 */

// The theme's navigation script, run once per real page load.
const PJAX_SCRIPT = `(function(){
function go(url){return fetch(url).then(function(r){return r.text()}).then(function(html){
var next=new DOMParser().parseFromString(html,'text/html');
var main=document.getElementById('main');
main.replaceChildren.apply(main,[].slice.call(document.adoptNode(next.getElementById('main')).childNodes));
main.querySelectorAll('script').forEach(function(old){var s=document.createElement('script');s.textContent=old.textContent;old.replaceWith(s)});
document.title=next.title;history.pushState({},'',url);
document.dispatchEvent(new CustomEvent('pjax:end'))})}
document.addEventListener('click',function(e){var a=e.target.closest&&e.target.closest('a[data-pjax]');
if(!a)return;e.preventDefault();go(a.href)});window.pjaxGo=go})()`

function page(ctx: PageContext, withForm: boolean): string {
  const head =
    `<script>var nfFrontEnd=${scriptJson(nfFrontEnd(ctx))};var nfInlineVars=[];</script>\n` +
    `<script src="/dist/forms.js"></script>\n<script>${PJAX_SCRIPT}</script>`
  const nav = `<nav><a id="to-form" data-pjax href="/hostile-pjax/">Contact</a> <a id="to-other" data-pjax href="/hostile-pjax-other/">About</a></nav>`
  const content = withForm
    ? `<h1>Contact</h1>
<div id="nf-form-1-cont" class="nf-form-cont" aria-live="polite"><div class="nf-loading-spinner"></div></div>
${inlineFormScript(oneFieldForm)}`
    : '<h1>About</h1><p id="about">We make things.</p>'
  return wpDocument({ title: withForm ? 'Contact' : 'About', head, body: `${nav}\n${content}` })
}

/** The form page and the other page of the pjax theme. */
export const hostilePjaxPages: readonly PageFixture[] = [
  {
    id: 'hostile-pjax',
    title: 'Pjax theme: form page',
    description:
      'A one-field form on a theme that navigates pjax-style (content swapped, its scripts run again).',
    render: (ctx) => page(ctx, true),
  },
  {
    id: 'hostile-pjax-other',
    title: 'Pjax theme: other page',
    description: 'The pjax theme page without a form.',
    render: (ctx) => page(ctx, false),
  },
]

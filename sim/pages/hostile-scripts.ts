import { encodeContact } from '../site/email-encoding'
import { antispamHead } from './antispam-globals'
import { inlineFormScript, nfFrontEnd, oneFieldForm } from './forms-basic'
import { scriptJson, wpDocument } from './html'
import type { PageContext, PageFixture } from './page-context'

/**
 * Pages whose other scripts are hostile to ours (issue 18): scripts that throw before,
 * between and after ours, a `window.React` that is something else, another plugin that
 * wraps `fetch` and `XMLHttpRequest` after us, and (one page) a frozen `Object.prototype`.
 * Both runtimes are on them: an encoded email and a one-field form.
 */

/** The errors the page's own scripts throw, in order. */
export const PAGE_THROWS = ['theme: before', 'theme: between', 'theme: after'] as const

const thrower = (message: string) => `<script>throw new Error(${scriptJson(message)})</script>`

// Another plugin's "React": an old one without hooks, next to a ReactDOM-like object that
// has a createRoot of its own.
const OTHER_REACT = `<script>window.React={version:'15.6.2',createElement:function(){return null}};
window.ReactDOM={render:function(){},createRoot:function(){return{render:function(){}}}};</script>`

// Another plugin wraps fetch and XHR after ours, as analytics and form plugins do: every
// call goes through its wrapper (and is counted), which calls what it found.
const OTHER_WRAPPER = `<script>(function(){window.otherPluginCalls=0;var f=window.fetch;
window.fetch=function(){window.otherPluginCalls++;return f.apply(this,arguments)};
var send=XMLHttpRequest.prototype.send,open=XMLHttpRequest.prototype.open;
XMLHttpRequest.prototype.open=function(){this._other=arguments[1];return open.apply(this,arguments)};
XMLHttpRequest.prototype.send=function(){window.otherPluginCalls++;return send.apply(this,arguments)}})()</script>`

function page(ctx: PageContext, frozen: boolean): string {
  const forms = `<script>var nfFrontEnd=${scriptJson(nfFrontEnd(ctx))};var nfInlineVars=[];</script>`
  const head = [
    frozen ? '<script>Object.freeze(Object.prototype)</script>' : '',
    thrower(PAGE_THROWS[0]),
    OTHER_REACT,
    antispamHead(ctx),
    thrower(PAGE_THROWS[1]),
    forms,
    '<script src="/dist/forms.js"></script>',
  ].join('\n')
  const body = `<h1>Contact</h1>
<p id="contact">Write to us: <span data-original-string="${encodeContact('office@example.com')}" class="apbct-email-encoder" title="Click to decode">of****@*****le.com</span></p>
<div id="nf-form-1-cont" class="nf-form-cont" aria-live="polite"><div class="nf-loading-spinner"></div></div>
${inlineFormScript(oneFieldForm)}
${OTHER_WRAPPER}
${thrower(PAGE_THROWS[2])}`
  return wpDocument({ title: 'Contact', head, body })
}

/** The hostile-scripts pages: `hostile-scripts` and `hostile-scripts-frozen`. */
export const hostileScriptsPages: readonly PageFixture[] = [
  {
    id: 'hostile-scripts',
    title: 'Hostile scripts',
    description:
      'Page scripts that throw before, between and after ours, an old window.React, and another plugin wrapping fetch and XHR after us.',
    render: (ctx) => page(ctx, false),
  },
  {
    id: 'hostile-scripts-frozen',
    title: 'Hostile scripts, frozen Object.prototype',
    description: 'The hostile-scripts page with Object.prototype frozen before any script.',
    render: (ctx) => page(ctx, true),
  },
]

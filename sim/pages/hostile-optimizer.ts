import { encodeContact } from '../site/email-encoding'
import { ctPublic, ctPublicFunctions } from './antispam-globals'
import { inlineFormScript, nfFrontEnd, oneFieldForm } from './forms-basic'
import { scriptJson, wpDocument } from './html'
import type { PageContext, PageFixture } from './page-context'

/**
 * Pages as a speed optimizer serves them (issue 18): the same content — an encoded email
 * and a one-field form, both runtimes — with the scripts delayed until the first
 * interaction, deferred, async, or concatenated with theme code into one file of a cache
 * folder (with and without the chunk folder printed).
 */

/** What the theme's own script does: sloppy-mode code, as much theme code still is. */
export const SLOPPY_THEME_SCRIPT =
  'themeUndeclared = 1; with ({ themeWith: 2 }) { window.themeWithValue = themeWith }' +
  '\nwindow.themeRan = themeUndeclared + themeWithValue\n'

/** Parts of a file in the optimizer's cache folder: dist/ files or literal code. */
export type CachePart = { readonly dist: string } | { readonly code: string }

/** The files of the mock site's optimizer cache folder, /wp-content/cache/min/1/<name>. */
export const OPTIMIZER_CACHE: ReadonlyMap<string, readonly CachePart[]> = new Map([
  [
    'bramble-combined.js',
    [{ dist: 'antispam.js' }, { dist: 'forms.js' }, { code: SLOPPY_THEME_SCRIPT }],
  ],
])

/** The contact the page encodes. */
export const OPTIMIZER_EMAIL = 'office@example.com'

type Mode = 'delay' | 'defer' | 'async' | 'concat' | 'concat-nobase'

/** A script the page prints: inline code or an external file. */
type Tag = { readonly code: string } | { readonly src: string }

// Delayed scripts keep their place but cannot run: the loader below runs them in order.
const DELAYED_TYPE = 'bramble/delayed'

// The page's "delay JavaScript" loader: on the first interaction (after DOMContentLoaded
// and load), each delayed script is inserted in document order, the next one after the
// previous external one has loaded, as such optimizers do.
const DELAY_LOADER = `(function(){var events=['keydown','mousemove','touchstart','wheel','click'];
function run(){events.forEach(function(e){removeEventListener(e,run,true)});
var list=[].slice.call(document.querySelectorAll('script[type="${DELAYED_TYPE}"]'));
(function next(){var old=list.shift();if(!old)return;var s=document.createElement('script');
if(old.dataset.src){s.src=old.dataset.src;s.onload=s.onerror=next}else{s.textContent=old.textContent}
old.replaceWith(s);if(!s.src)next()})()}
events.forEach(function(e){addEventListener(e,run,{capture:true,passive:true})})})()`

function printTag(tag: Tag, mode: Mode): string {
  if ('code' in tag)
    return mode === 'delay'
      ? `<script type="${DELAYED_TYPE}">${tag.code}</script>`
      : `<script>${tag.code}</script>`
  if (mode === 'delay') return `<script type="${DELAYED_TYPE}" data-src="${tag.src}"></script>`
  return `<script ${mode === 'async' ? 'async' : 'defer'} src="${tag.src}"></script>`
}

function page(ctx: PageContext, mode: Mode): string {
  const globals: Tag[] = [
    { code: `var ctPublicFunctions = ${scriptJson(ctPublicFunctions(ctx))}` },
    { code: `var ctPublic = ${scriptJson(ctPublic(ctx))}` },
    { code: `var nfFrontEnd=${scriptJson(nfFrontEnd(ctx))};var nfInlineVars=[];` },
  ]
  const concat = mode === 'concat' || mode === 'concat-nobase'
  if (mode === 'concat') globals.push({ code: `var brambleChunkBase = "/dist/"` })
  const bundles: Tag[] = concat
    ? [{ src: '/wp-content/cache/min/1/bramble-combined.js' }]
    : [{ src: '/dist/antispam.js' }, { src: '/dist/forms.js' }]
  const theme: Tag[] = concat ? [] : [{ code: SLOPPY_THEME_SCRIPT }]
  const form = inlineFormScript(oneFieldForm).replace(/^<script>|<\/script>$/g, '')
  const head = [...globals, ...bundles].map((t) => printTag(t, mode)).join('\n')
  const body = `<h1>Contact</h1>
<p id="contact">Write to us: <span data-original-string="${encodeContact(OPTIMIZER_EMAIL)}" class="apbct-email-encoder" title="Click to decode">of****@*****le.com</span></p>
<div id="nf-form-1-cont" class="nf-form-cont" aria-live="polite"><div class="nf-loading-spinner"></div></div>
${printTag({ code: form }, mode)}
${theme.map((t) => printTag(t, mode)).join('\n')}
${mode === 'delay' ? `<script>${DELAY_LOADER}</script>` : ''}`
  return wpDocument({ title: `Optimized (${mode})`, head, body })
}

const DESCRIPTIONS: Record<Mode, string> = {
  delay: 'Every script delayed by an optimizer until the first interaction, then run in order.',
  defer: 'The bundles deferred by an optimizer.',
  async: 'The bundles loaded async by an optimizer.',
  concat:
    'Both bundles and sloppy theme code combined into one deferred file of a cache folder; the chunk folder is printed.',
  'concat-nobase':
    'Both bundles and sloppy theme code combined into one deferred file of a cache folder, no chunk folder printed.',
}

/** One fixture per optimizer mode: `hostile-optimizer-<mode>`. */
export const hostileOptimizerPages: readonly PageFixture[] = (
  Object.keys(DESCRIPTIONS) as Mode[]
).map((mode) => ({
  id: `hostile-optimizer-${mode}`,
  title: `Optimizer: ${mode}`,
  description: DESCRIPTIONS[mode],
  render: (ctx) => page(ctx, mode),
}))

/**
 * The pages of the side-by-side bench, each in two versions that differ only in the visitor
 * scripts: the original's (as the plugins' PHP prints them) or Bramble's. Everything else the
 * server prints — inline globals, markup, stylesheets, the form builder's underscore templates,
 * the bot detector's script tag — is the same in both, as it is on a site that swaps the
 * scripts and changes nothing on its server.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ctPublic, ctPublicFunctions } from '../sim/pages/antispam-globals'
import { commentForm } from '../sim/pages/comment-form'
import { theRealPerson } from '../sim/pages/comment-list-trp'
import { scriptJson, wpDocument } from '../sim/pages/html'
import type { PageContext } from '../sim/pages/page-context'
import { ORIGINAL_URLS as U, templatesDir } from './originals'

/** Which implementation a page loads. */
export type Impl = 'original' | 'bramble'

/**
 * Where the bot detector's script tag points. The plugin prints the cloud's wrapper script
 * (async); offline it cannot load, so both versions of a page get a local URL that answers
 * 404 at once — the same failed request on both sides.
 */
export const DETECTOR_URL = '/__bench/ct-bot-detector-wrapper.js'

const ATTRS =
  'data-no-defer="1" data-ezscrex="false" data-cfasync="false" data-pagespeed-no-defer data-cookieconsent="ignore"'
const css = (href: string) => `<link rel="stylesheet" href="${href}?ver=6.85" media="all">`

const COMMENTERS = [
  'Alice Walker',
  'Bob Stone',
  'Carol Diaz',
  'Dan Reyes',
  'Erin Shaw',
  'Frank Moss',
  'Grace Lin',
  'Hugo Brandt',
  'Ines Costa',
  'Jon Park',
]
// Comments 2, 5 and 9 carry the real-person badge.
const BADGED = new Set([2, 5, 9])

const comment = (i: number) => {
  const id = i + 2
  const trp = BADGED.has(i)
  return `<li id="comment-${id}" class="comment ${i % 2 ? 'odd alt' : 'even'} thread-${i % 2 ? 'odd thread-alt' : 'even'} depth-1${trp ? ' apbct-trp' : ''}">
<article id="div-comment-${id}" class="comment-body">
<footer class="comment-meta">
<div class="comment-author vcard"><img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" class="avatar avatar-32 photo" height="32" width="32"><b class="fn">${COMMENTERS[i]}</b> <span class="says">says:</span></div>
<div class="comment-metadata"><a href="#comment-${id}"><time datetime="2026-11-${10 + i}T10:00:00+00:00">November ${10 + i}, 2026 at 10:00 am</time></a></div>
</footer>
<div class="comment-content"><p>Comment ${id}: thanks for the write-up, the part about caching was the most useful to me. I will try it on my own site this week.</p></div>
<div class="reply"><a rel="nofollow" class="comment-reply-link" href="?replytocom=${id}#respond" data-commentid="${id}" data-postid="1" data-belowelement="div-comment-${id}" data-respondelement="respond" data-replyto="Reply to ${COMMENTERS[i]}" aria-label="Reply to ${COMMENTERS[i]}">Reply</a></div>
</article>
</li>`
}

/** What decides the comment page's shape besides the implementation. */
export interface CommentPageOptions {
  readonly impl: Impl
  /** The plugins' stylesheets (present when the originals are). */
  readonly styles: boolean
}

/**
 * What the anti-spam plugin prints in `<head>` on either version of a page: its stylesheets
 * (with `styles`), the two inline globals (`ctPublic` with `extra` on top), the bundle of
 * `impl` for the context's detector setting, and the detector's script tag when it is on.
 */
export function antispamScripts(
  ctx: PageContext,
  { impl, styles }: CommentPageOptions,
  extra: Record<string, unknown> = {},
): string {
  const detector = ctx.knobs.botDetector
  const pub = { ...ctPublic(ctx), ...extra }
  const bundle =
    impl === 'bramble' ? '/dist/antispam.js' : `${detector ? U.antispamOn : U.antispamOff}?ver=6.85`
  return [
    ...(styles ? U.antispamCss.map(css) : []),
    `<script ${ATTRS}>var ctPublicFunctions = ${scriptJson(ctPublicFunctions(ctx))}</script>`,
    `<script ${ATTRS}>var ctPublic = ${scriptJson(pub)}</script>`,
    `<script src="${bundle}" id="ct_public_functions-js"></script>`,
    ...(detector
      ? [
          `<script src="${DETECTOR_URL}?ver=6.85" id="ct_bot_detector-js" async data-wp-strategy="async"></script>`,
        ]
      : []),
  ].join('\n')
}

/**
 * A blog post with 10 comments (3 with the real-person badge), a search form and the comment
 * form. The cookie mode and the detector come from the context's knobs.
 */
export function commentPage(ctx: PageContext, { impl, styles }: CommentPageOptions): string {
  const head = antispamScripts(ctx, { impl, styles }, { theRealPerson: theRealPerson(ctx.origin) })
  return wpDocument({
    title: 'Hello world!',
    head,
    bodyClass: 'post-template-default single single-post postid-1 wp-singular',
    body: `<form role="search" method="get" class="search-form" action="${ctx.origin}/">
<label><span class="screen-reader-text">Search for:</span><input type="search" class="search-field" placeholder="Search …" value="" name="s"></label>
<input type="submit" class="search-submit" value="Search">
</form>
<article id="post-1" class="post-1 post type-post status-publish">
<h1 class="entry-title">Hello world!</h1>
<div class="entry-content"><p>Welcome to WordPress. This is your first post. Edit or delete it, then start writing!</p></div>
</article>
<div id="comments" class="comments-area">
<h2 class="comments-title">10 thoughts on “Hello world!”</h2>
<ol class="comment-list">
${COMMENTERS.map((_, i) => comment(i)).join('\n')}
</ol>
<div id="respond" class="comment-respond">
<h3 id="reply-title" class="comment-reply-title">Leave a Reply</h3>
${commentForm(ctx.origin, { website: true })}
</div>
</div>`,
  })
}

// What our WordPress plugin reads to choose a form's preloads (class-bramble-swap.php,
// form_chunks): field types of the field-kit chunk, html field types, the settings whose
// markup needs the sanitizer before the first render, and what needs the calc engine
// (calculations, product totals, display tags: runtime/forms/logic/calc/engine.ts).
const KIT_TYPES = new Set([
  'date',
  'starrating',
  'listimage',
  'signature',
  'product',
  'total',
  'shipping',
  'repeater',
  'recaptcha',
  'recaptcha_v3',
  'hcaptcha',
  'turnstile',
])
const HTML_TYPES = new Set(['html', 'note'])
// The product totals' field types and the display tags that need the calc engine too.
const TOTALS_TYPES = new Set(['product', 'quantity', 'shipping', 'total'])
const DISPLAY_TAG = /\{(?:calc|field):/
const FIELD_HTML_KEYS = ['label', 'help_text', 'desc_text', 'default', 'value']
const FORM_HTML_KEYS = ['title', 'beforeForm', 'beforeFields', 'afterFields', 'afterForm']

/** The chunks the plugin preloads for the forms whose inline data `body` prints. */
export function formChunks(body: string): string[] {
  const markup = (v: unknown) => typeof v === 'string' && /[<&]/.test(v)
  const chunks = new Set<string>()
  const settings = [...body.matchAll(/form\.settings=(\{.*?\});form\.fields=/g)]
  const fields = [...body.matchAll(/form\.fields=(\[.*?\]);/g)]
  settings.forEach((m, i) => {
    const set = JSON.parse(m[1]!) as Record<string, unknown>
    const list = JSON.parse(fields[i]?.[1] ?? '[]') as Record<string, unknown>[]
    const html = list.some((f) => HTML_TYPES.has(String(f.type)))
    if (
      html ||
      FORM_HTML_KEYS.some((k) => markup(set[k])) ||
      list.some((f) => FIELD_HTML_KEYS.some((k) => markup(f[k])))
    )
      chunks.add('sanitizer')
    if (list.some((f) => KIT_TYPES.has(String(f.type)))) chunks.add('field-kit')
    if (
      (Array.isArray(set.calculations) && set.calculations.length > 0) ||
      list.some(
        (f) => TOTALS_TYPES.has(String(f.type)) || DISPLAY_TAG.test(String(f.default ?? '')),
      )
    )
      chunks.add('calc-engine')
    if (html) chunks.add('html-field')
  })
  return [...chunks]
}

/**
 * What our WordPress plugin prints around a form's container (class-bramble-swap.php) when
 * `forms.js` is printed in `<head>`, as on this page: right before the first container a
 * preload of React's vendor file (preload_form_needs), and right after each container, before
 * its data script, the chunks the form's first render waits for as scripts, each once
 * (print_form_chunks).
 */
function withPluginPreloads(body: string): string {
  const printed = new Set<string>()
  const withChunks = body.replace(
    /(<div id="nf-form-\d+-cont"[^]*?<\/div>\n<\/div>)([^]*?)(<script>var formDisplay=1;[^]*?<\/script>)/g,
    (_, container: string, between: string, data: string) => {
      const tags = formChunks(data)
        .filter((name) => !printed.has(name) && printed.add(name))
        .map((name) => `<script src="/dist/${name}.js" id="bramble-${name}-js"></script>\n`)
        .join('')
      return `${container}\n${tags}${between.replace(/^\n/, '')}${data}`
    },
  )
  return withChunks.replace(
    /<div id="nf-form-\d+-cont"/,
    (m) => `<link rel="preload" as="script" href="/dist/react-vendor.js">\n${m}`,
  )
}

// The templates the form builder always prints (its render class's starting list).
const BASE_TEMPLATES = [
  'app-layout',
  'app-before-form',
  'app-after-form',
  'app-before-fields',
  'app-after-fields',
  'app-before-field',
  'app-after-field',
  'form-layout',
  'form-hp',
  'field-layout',
  'field-before',
  'field-after',
  'fields-wrap',
  'fields-wrap-no-label',
  'fields-wrap-no-container',
  'fields-label',
  'fields-error',
  'form-error',
  'field-input-limit',
  'field-null',
]

/**
 * The `tmpl-nf-*` script tags the form builder prints at the end of the page: its base list,
 * then `fields-<t>` for every element template a field of the page names, read from the
 * plugin's `includes/Templates/` in the cache.
 */
export function formTemplates(originalsDir: string, html: string): string {
  const dir = templatesDir(originalsDir)
  const names = [...BASE_TEMPLATES]
  for (const m of html.matchAll(/"element_templates":\[([^\]]*)\]/g))
    for (const t of JSON.parse(`[${m[1]}]`) as string[])
      if (!names.includes(`fields-${t}`)) names.push(`fields-${t}`)
  const files = new Set(readdirSync(dir))
  return names
    .filter((n) => files.has(`${n}.html`))
    .map((n) => readFileSync(path.join(dir, `${n}.html`), 'utf8'))
    .join('')
}

/** Marks and checks a form page carries besides its form scripts. */
export interface FormPageOptions {
  readonly impl: Impl
  /** The cache of the originals, when there is one (templates and stylesheet). */
  readonly originalsDir?: string
  /** Placed first in `<head>` (the bench's own observers). */
  readonly probe: string
}

const START_MARK = `<script>performance.mark('bench-start')</script>`

/**
 * A form page as the site renders it (`html`, with the globals and `dist/forms.js` at the end
 * of the body), reshaped the way WordPress prints it on a block theme: the form scripts in
 * `<head>` with the builder's localised globals before its front end, the per-form data
 * inline in the body, the templates at the end. A start mark goes right before the first form
 * script of either version.
 */
export function formPage(html: string, { impl, originalsDir, probe }: FormPageOptions): string {
  const globals = /<script>var nfFrontEnd=.*?<\/script>/s.exec(html)?.[0]
  if (!globals || !html.includes('<script src="/dist/forms.js"></script>'))
    throw new Error('[bramble] Failed to reshape a form page: no form globals or forms.js in it.')
  const body = html.replace(globals, '').replace('<script src="/dist/forms.js"></script>', '')
  const ver = '?ver=3.14.9'
  const scripts =
    impl === 'bramble'
      ? [
          globals,
          // What our WordPress plugin prints on a form page without WordPress's React
          // (wordpress/bramble/includes/class-bramble-swap.php, react_deps): React's vendor
          // file right before forms.js, fetched with it.
          '<script src="/dist/react-vendor.js" id="bramble-react-vendor-js"></script>',
          '<script src="/dist/forms.js" id="nf-front-end-js"></script>',
        ]
      : [
          `<script src="${U.jquery}?ver=3.7.1" id="jquery-core-js"></script>`,
          `<script src="${U.underscore}?ver=1.13.7" id="underscore-js"></script>`,
          `<script src="${U.backbone}?ver=1.6.0" id="backbone-js"></script>`,
          `<script src="${U.formsDeps}${ver}" id="nf-front-end-deps-js"></script>`,
          globals,
          `<script src="${U.formsFrontEnd}${ver}" id="nf-front-end-js"></script>`,
          ...(/"type":"date"/.test(html)
            ? [`<script src="${U.formsDatepicker}${ver}" id="nf-datepicker-js"></script>`]
            : []),
        ]
  const head = [
    probe,
    ...(originalsDir ? [`<link rel="stylesheet" href="${U.formsCss}${ver}" media="all">`] : []),
    START_MARK,
    ...scripts,
  ].join('\n')
  const templates = originalsDir ? formTemplates(originalsDir, html) : ''
  return (impl === 'bramble' ? withPluginPreloads(body) : body)
    .replace(/<head>\n/i, (h) => `${h}${head}\n`)
    .replace(/<\/body>/i, `${templates}</body>`)
}

/**
 * The pages of the side-by-side bench, each in two versions that differ only in the visitor
 * scripts: the original's (as the plugins' PHP prints them) or Bramble's. Everything else the
 * server prints — inline globals, markup, stylesheets, the form builder's underscore templates,
 * the bot detector's script tag — is the same in both, as it is on a site that swaps the
 * scripts and changes nothing on its server.
 */
import type { Browser } from 'puppeteer'
import {
  commentForm,
  ctPublic,
  ctPublicFunctions,
  scriptJson,
  theRealPerson,
  wpDocument,
  type PageContext,
} from '../sim/pages'
import { ORIGINAL_URLS as U } from './originals'
import { bramble } from '../sim/message'

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

/**
 * Checks, in an ordinary page of its own, that a version of the comment page really runs:
 * no uncaught error, the three badges drawn, the visible-fields input added to the comment
 * form, and (the original) its JS key stored. A bench that measured a broken original would
 * flatter Bramble.
 */
export async function preflight(browser: Browser, url: string, impl: Impl, mode: string) {
  const context = await browser.createBrowserContext()
  let wrong: string[]
  try {
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(String(e)))
    await page.goto(url, { waitUntil: 'load' })
    // Both scan the forms 1 s after ready, input or not; the focus is a visitor's first input.
    await page.focus('#comment')
    await page.waitForFunction(
      () => document.querySelector('#commentform input[name="apbct_visible_fields"]'),
      { timeout: 10_000 },
    )
    const seen = await page.evaluate(() => ({
      badges: document.querySelectorAll('.apbct-real-user-badge').length,
      checkjs:
        document.cookie.includes('ct_checkjs=') || localStorage.getItem('ct_checkjs') !== null,
    }))
    wrong = [
      ...errors,
      ...(seen.badges !== 3 ? [`${seen.badges} badges instead of 3`] : []),
      ...(impl === 'original' && !seen.checkjs ? ['no ct_checkjs stored'] : []),
    ]
  } catch (error) {
    throw new Error(
      bramble(
        `antispam bench: the ${impl} comment page (${mode}) never added its visible-fields input: ${(error as Error).message}`,
      ),
    )
  } finally {
    await context.close()
  }
  if (wrong.length > 0)
    throw new Error(
      bramble(
        `antispam bench: the ${impl} comment page (${mode}) does not run as it should: ${wrong.join('; ')}`,
      ),
    )
}

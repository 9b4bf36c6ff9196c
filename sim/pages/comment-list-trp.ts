import { ctPublic, ctPublicFunctions } from './antispam-globals'
import { scriptJson, wpDocument } from './html'
import type { PageContext, PageFixture } from './page-context'

const ATTRS =
  'data-no-defer="1" data-ezscrex="false" data-cfasync="false" data-pagespeed-no-defer data-cookieconsent="ignore"'

/** `theRealPerson` as the plugin prints it when the badge is on (contract a). */
export function theRealPerson(origin: string) {
  return {
    phrases: {
      trpHeading: 'The Real Person Badge!',
      trpContent1:
        'Verified as a real person and not a bot. The comment was approved without pre-moderation.',
      trpContent2: ' Anti-Spam by CleanTalk',
      trpContentLearnMore: 'Learn more',
    },
    trpContentLink: 'https://cleantalk.org/help/the-real-person?utm_source=bramble',
    imgPersonUrl: `${origin}/wp-content/plugins/cleantalk-spam-protect/css/images/real_user.svg`,
    imgShieldUrl: `${origin}/wp-content/plugins/cleantalk-spam-protect/css/images/shield.svg`,
  }
}

function head(ctx: PageContext, admin: boolean): string {
  const pub = { ...ctPublic(ctx), ...(admin ? {} : { theRealPerson: theRealPerson(ctx.origin) }) }
  const scripts = [
    `<script ${ATTRS}>var ctPublicFunctions = ${scriptJson(ctPublicFunctions(ctx))}</script>`,
    `<script ${ATTRS}>var ctPublic = ${scriptJson(pub)}</script>`,
  ]
  if (admin)
    scripts.push(
      `<script>var ctTrpAdminLocalize = ${scriptJson({ theRealPerson: theRealPerson(ctx.origin) })}</script>`,
    )
  scripts.push(`<script src="/dist/antispam.js" id="ct_public_functions-js"></script>`)
  return scripts.join('\n')
}

const comment = (id: number, author: string, trp: boolean, text: string) => `
<li id="comment-${id}" class="comment even thread-even depth-1${trp ? ' apbct-trp' : ''}">
<article id="div-comment-${id}" class="comment-body">
<footer class="comment-meta">
<div class="comment-author vcard"><b class="fn">${author}</b> <span class="says">says:</span></div>
<div class="comment-metadata"><a href="#comment-${id}"><time datetime="2026-11-20T10:00:00+00:00">November 20, 2026 at 10:00 am</time></a></div>
</footer>
<div class="comment-content"><p>${text}</p></div>
</article>
</li>`

/** A post with comments (two by real persons), a block-theme comment and a review list. */
export const commentListTrpPage: PageFixture = {
  id: 'comment-list-trp',
  title: 'Comments with real-person badges',
  description:
    'Classic and block-theme comments and WooCommerce reviews, some marked apbct-trp, with ctPublic.theRealPerson.',
  render(ctx) {
    return wpDocument({
      title: 'Hello world!',
      head: head(ctx, false),
      bodyClass: 'post-template-default single single-post postid-1 wp-singular',
      body: `<article id="post-1" class="post type-post"><h1 class="entry-title">Hello world!</h1>
<div class="entry-content"><p>Welcome to WordPress.</p></div></article>
<div id="comments" class="comments-area">
<h2 class="comments-title">Three thoughts on “Hello world!”</h2>
<ol class="comment-list">${comment(2, 'Alice Walker', true, 'Great post, thanks!')}${comment(3, 'Spammy Bot', false, 'Buy cheap watches')}${comment(4, 'Carol Diaz', true, 'I agree with Alice.')}
</ol>
<ol class="wp-block-comment-template">
<li id="comment-5" class="comment apbct-trp"><div class="wp-block-group"><div class="wp-block-comment-author-name">Dan Block</div><div class="wp-block-comment-content"><p>Block themes too.</p></div></div></li>
</ol>
</div>
<div id="reviews" class="woocommerce-Reviews"><ol class="commentlist">
<li id="li-comment-6" class="review apbct-trp"><div id="comment-6" class="comment_container"><div class="comment-text">
<p class="meta"><strong class="woocommerce-review__author">Erin Shopper</strong> <span class="woocommerce-review__dash">–</span> <time class="woocommerce-review__published-date">November 20, 2026</time></p>
<div class="description"><p>Works as advertised.</p></div></div></div></li>
</ol></div>`,
    })
  },
}

/** The admin comment list (edit-comments.php) with `ctTrpAdminLocalize`. */
export const commentListTrpAdminPage: PageFixture = {
  id: 'comment-list-trp-admin',
  title: 'Admin comment list with real-person badges',
  description: 'The admin comments table; the badge reads ctTrpAdminLocalize.theRealPerson.',
  render(ctx) {
    const row = (id: number, author: string, trp: boolean) =>
      `<tr id="comment-${id}" class="comment even${trp ? ' apbct-trp' : ''}"><th scope="row" class="check-column"><input type="checkbox" name="delete_comments[]" value="${id}"></th><td class="author column-author" data-colname="Author"><strong>${author}</strong><br><a href="mailto:x@example.com">x@example.com</a></td><td class="comment column-comment"><p>Comment ${id}</p></td></tr>`
    return wpDocument({
      title: 'Comments',
      head: head(ctx, true),
      bodyClass: 'wp-admin wp-core-ui edit-comments-php',
      body: `<h1 class="wp-heading-inline">Comments</h1>
<table class="wp-list-table widefat fixed striped table-view-list comments"><tbody id="the-comment-list">
${row(7, 'Alice Walker', true)}
${row(8, 'Spammy Bot', false)}
</tbody></table>`,
    })
  },
}

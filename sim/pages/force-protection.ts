import { antispamHead } from './antispam-globals'
import { wpDocument } from './html'
import type { PageContext, PageFixture } from './page-context'

/** The form the server encodes (non-ASCII text included, to check the UTF-8 decoding). */
export const PROTECTED_FORM_HTML = (ctx: PageContext): string =>
  `<form action="${ctx.origin}/wp-comments-post.php" method="post" id="commentform" class="comment-form">
<p class="comment-notes"><a id="privacy" href="/privacy-policy/">Privacy policy</a> <a id="files" href="ftp://files.example/terms.txt">Terms</a></p>
<p class="comment-form-comment"><label for="comment">Commentaire — écrivez ici</label>
<textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>
<p class="comment-form-email"><label for="email">Email</label>
<input id="email" name="email" type="email" value=""></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment" onclick="window.__clicked = 1">
<input type="hidden" name="comment_post_ID" value="1" id="comment_post_ID"></p>
</form><script>window.__formScriptRan = 1</script>`

/** The plugin's encoding: base64 of the UTF-8 HTML, then URL-encoded (contract e). */
const encodeForm = (html: string) => encodeURIComponent(Buffer.from(html).toString('base64'))

/** A post whose comment form the plugin prints encoded (force protection on). */
export const forceProtectionPage: PageFixture = {
  id: 'force-protection',
  title: 'Force protection',
  description:
    'A post whose comment form is printed encoded in div.ct-encoded-form-wrapper (settings__forms__force_protection on).',
  render(ctx) {
    return wpDocument({
      title: 'Protected',
      head: antispamHead(ctx, { settings__forms__force_protection: '1' }),
      bodyClass: 'post-template-default single single-post postid-1 wp-singular',
      body: `<div id="respond" class="comment-respond">
<h3 id="reply-title" class="comment-reply-title">Leave a Reply</h3>
<div class="ct-encoded-form-wrapper"><div class="ct-encoded-form" data-encoded-form="${encodeForm(PROTECTED_FORM_HTML(ctx))}"></div></div>
</div>`,
    })
  },
}

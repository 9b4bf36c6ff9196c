import { antispamHead } from './antispam-globals'
import { wpDocument } from './html'
import type { PageContext, PageFixture } from './page-context'

// Jetpack replaces the form with its remote comment iframe; the loopback site has no
// jetpack.wordpress.com, so the frame stays blank — its name is what the runtime looks for.
const jetpackFrame = (ctx: PageContext) =>
  ctx.knobs.jetpackComments
    ? `<iframe src="about:blank" name="jetpack_remote_comment" id="jetpack_remote_comment" class="jetpack_remote_comment" style="width:100%; height: 430px; border:0;" title="Comment Form" scrolling="no"></iframe>\n`
    : ''

/** The comment form's Website field, which a theme may leave out. */
const WEBSITE_FIELD = `<p class="comment-form-url"><label for="url">Website</label>
<input id="url" name="url" type="url" value="" size="30" maxlength="200" autocomplete="url"></p>
`

/**
 * The WordPress comment form as the default theme prints it (comment, name, email and, with
 * `website`, the Website field), posting to the site at `origin`.
 */
export const commentForm = (origin: string, { website = false } = {}): string =>
  `<form action="${origin}/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate>
<p class="comment-notes"><span id="email-notes">Your email address will not be published.</span></p>
<p class="comment-form-comment"><label for="comment">Comment <span class="required">*</span></label>
<textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p>
<p class="comment-form-author"><label for="author">Name <span class="required">*</span></label>
<input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name" required></p>
<p class="comment-form-email"><label for="email">Email <span class="required">*</span></label>
<input id="email" name="email" type="email" value="" size="30" maxlength="100" autocomplete="email" required></p>
${website ? WEBSITE_FIELD : ''}<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment">
<input type="hidden" name="comment_post_ID" value="1" id="comment_post_ID">
<input type="hidden" name="comment_parent" id="comment_parent" value="0"></p>
</form>`

/** A blog post with the standard WordPress comment form. */
export const commentFormPage: PageFixture = {
  id: 'comment-form',
  title: 'Comment form',
  description:
    'A blog post with the WordPress comment form and the anti-spam runtime (knob jetpackComments adds the Jetpack comments iframe).',
  render(ctx) {
    return wpDocument({
      title: 'Hello world!',
      head: antispamHead(ctx),
      bodyClass: 'post-template-default single single-post postid-1 wp-singular',
      body: `<article id="post-1" class="post-1 post type-post status-publish">
<h1 class="entry-title">Hello world!</h1>
<div class="entry-content"><p>Welcome to WordPress. This is your first post.</p></div>
</article>
<div id="comments" class="comments-area">
<div id="respond" class="comment-respond">
<h3 id="reply-title" class="comment-reply-title">Leave a Reply</h3>
${jetpackFrame(ctx)}${commentForm(ctx.origin)}
</div>
</div>`,
    })
  },
}

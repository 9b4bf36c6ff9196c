import { describe, expect, it } from 'vitest'
import { parseCommentForm } from './comment-form'

// WordPress 6.8's comment form as a block theme prints it (trimmed), after a search form.
const PAGE = `<html><body>
<form role="search" method="get" action="http://site.test/"><input type="search" name="s"></form>
<form action="http://site.test/wp-comments-post.php" method="post" id="commentform" class="comment-form">
<p class="comment-form-comment"><label for="comment">Comment <span class="required">*</span></label>
<textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p>
<p class="comment-form-author"><label for="author">Name</label><input id="author" name="author" type="text" value=""></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment" />
<input type='hidden' name='comment_post_ID' value='5' id='comment_post_ID' />
<input type='hidden' name='comment_parent' id='comment_parent' value='0' />
<input type="hidden" id="ct_checkjs_a1" name="ct_checkjs" value="0" /></p>
</form></body></html>`

describe('parseCommentForm', () => {
  it('finds the form holding the comment box: its action as a site path and its hidden inputs', () => {
    expect(parseCommentForm(PAGE, 'http://site.test/?p=5')).toEqual({
      action: '/wp-comments-post.php',
      hidden: { comment_post_ID: '5', comment_parent: '0', ct_checkjs: '0' },
    })
  })

  it('finds none on a page without a comment box', () => {
    expect(parseCommentForm('<form action="/s"><input name="s"></form>', 'http://x/')).toBe(
      undefined,
    )
  })
})

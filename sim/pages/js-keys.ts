import { antispamHead } from './antispam-globals'
import { wpDocument } from './html'
import type { PageFixture } from './page-context'

/**
 * The footer script the server prints with "use AJAX for the JS check" on: it calls the
 * original script's globals when both exist (they do not with the replacement runtime).
 */
const footerScript = (rest: boolean) =>
  rest
    ? `<script>document.addEventListener('DOMContentLoaded', function () { setTimeout(function(){ if( document.querySelectorAll('[name^=ct_checkjs]').length > 0 ) { if (typeof apbct_public_sendREST === 'function' && typeof apbct_js_keys__set_input_value === 'function') { apbct_public_sendREST('js_keys__get', { callback: apbct_js_keys__set_input_value }) } } },0) })</script>`
    : `<script>document.addEventListener('DOMContentLoaded', function () { setTimeout(function(){ if( document.querySelectorAll('[name^=ct_checkjs]').length > 0 ) { if (typeof apbct_public_sendAJAX === 'function' && typeof apbct_js_keys__set_input_value === 'function') { apbct_public_sendAJAX({ action: 'apbct_js_keys__get' }, { callback: apbct_js_keys__set_input_value }) } } },0) })</script>`

/**
 * A comment form with the server's "use AJAX for the JS check" mode on: the hidden
 * `ct_checkjs` input printed with its default value 0 (the key comes from
 * `apbct_js_keys__get` / `js_keys__get`), and the footer script that asks for it.
 */
export const jsKeysPage: PageFixture = {
  id: 'js-keys',
  title: 'JS check over AJAX',
  description:
    'A comment form whose hidden ct_checkjs input waits for the key of apbct_js_keys__get (the server option "use AJAX for the JS check").',
  render(ctx) {
    return wpDocument({
      title: 'Hello world!',
      head: antispamHead(ctx),
      bodyClass: 'post-template-default single single-post postid-1 wp-singular',
      body: `<div id="respond" class="comment-respond">
<form action="${ctx.origin}/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate>
<p class="comment-form-comment"><label for="comment">Comment</label>
<textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Post Comment">
<input type="hidden" name="comment_post_ID" value="1" id="comment_post_ID"></p>
<input type="hidden" id="ct_checkjs_a87ff679a2f3e71d9181a67b7542122c" name="ct_checkjs" value="0" />
</form>
</div>
${footerScript(ctx.knobs.ajaxType === 'rest')}`,
    })
  },
}

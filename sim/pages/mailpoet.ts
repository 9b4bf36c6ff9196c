import { antispamHead } from './antispam-globals'
import { scriptJson, wpDocument } from './html'
import type { PageContext, PageFixture } from './page-context'
import { footerScript, jqueryTag } from './thirdparty/head'
import { mailpoetScript } from './thirdparty/mailpoet-script'

/** The MailPoet email field's name (MailPoet names custom fields by a base64 id). */
export const MAILPOET_EMAIL_FIELD = 'data[form_field_ZmZmNDk2ZjU3YzQ0X2VtYWls]'

function page(ctx: PageContext, transport: 'jquery' | 'xhr'): string {
  const globals = {
    ajax_url: `${ctx.origin}/wp-admin/admin-ajax.php`,
    is_rtl: '',
    ajax_common_error_message:
      'An error has happened while performing a request, please try again later.',
  }
  return wpDocument({
    title: 'Newsletter',
    head: jqueryTag() + '\n' + antispamHead(ctx),
    body: `<h1 class="entry-title">Newsletter</h1>
<div class="mailpoet_form mailpoet_form_shortcode" id="mailpoet_form_1">
<form target="_self" method="post" action="${ctx.origin}/wp-admin/admin-post.php?action=mailpoet_subscription_form" class="mailpoet_form mailpoet_form_form mailpoet_form_shortcode" novalidate data-delay="" data-exit-intent-enabled="" data-font-family="" data-cookie-expiration-time="">
<input type="hidden" name="data[form_id]" value="1" />
<input type="hidden" name="token" value="${ctx.nonces.ajax}" />
<input type="hidden" name="api_version" value="v1" />
<input type="hidden" name="endpoint" value="subscribers" />
<input type="hidden" name="mailpoet_method" value="subscribe" />
<label class="mailpoet_hp_email_label" style="display: none !important;">Please leave this field empty<input type="email" name="data[email]"/></label>
<div class="mailpoet_paragraph"><input type="email" autocomplete="email" class="mailpoet_text" id="form_email_1" name="${MAILPOET_EMAIL_FIELD}" title="Email Address" value="" data-automation-id="form_email" placeholder="Email Address *" aria-label="Email Address *"/></div>
<div class="mailpoet_paragraph"><input type="submit" class="mailpoet_submit" value="Join the club" data-automation-id="subscribe-submit-button" /></div>
<div class="mailpoet_message"><p class="mailpoet_validate_success" style="display:none;">Check your inbox or spam folder to confirm your subscription.</p><p class="mailpoet_validate_error" style="display:none;"></p></div>
</form>
</div>
<script id="mailpoet_public-js-extra">var MailPoetForm = ${scriptJson(globals)};</script>
${footerScript('mailpoet_public-js', mailpoetScript(transport))}`,
  })
}

/** A MailPoet subscription form posting through jQuery, as the plugin does. */
export const mailpoetPage: PageFixture = {
  id: 'mailpoet',
  title: 'MailPoet form',
  description:
    'A MailPoet subscription form that posts action=mailpoet&method=subscribe with jQuery.',
  render: (ctx) => page(ctx, 'jquery'),
}

/** The same form posting with a bare XMLHttpRequest (the XHR send patch alone). */
export const mailpoetXhrPage: PageFixture = {
  id: 'mailpoet-xhr',
  title: 'MailPoet form (XHR)',
  description: 'The MailPoet form posting with a bare XMLHttpRequest, no jQuery hooks involved.',
  render: (ctx) => page(ctx, 'xhr'),
}

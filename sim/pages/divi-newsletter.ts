import { antispamHead } from './antispam-globals'
import { scriptJson, wpDocument } from './html'
import type { PageFixture } from './page-context'
import { DIVI_SCRIPT } from './thirdparty/divi-script'
import { footerScript, jqueryTag } from './thirdparty/head'

/** A Divi page with the Email Optin (newsletter) module. */
export const diviNewsletterPage: PageFixture = {
  id: 'divi-newsletter',
  title: 'Divi newsletter',
  description: 'A Divi Email Optin module posting et_pb_submit_subscribe_form with jQuery.ajax.',
  render(ctx) {
    const custom = {
      ajaxurl: `${ctx.origin}/wp-admin/admin-ajax.php`,
      et_frontend_nonce: ctx.nonces.ajax,
    }
    return wpDocument({
      title: 'Subscribe',
      head: jqueryTag() + '\n' + antispamHead(ctx),
      bodyClass: 'page-template-default page et_pb_button_helper_class et_divi_theme et-db',
      body: `<div class="et_pb_module et_pb_signup_0 et_pb_newsletter_layout_left_right et_pb_newsletter et_pb_subscribe clearfix et_pb_text_align_left et_pb_bg_layout_dark" data-redirect_url="">
<div class="et_pb_newsletter_description"><h2 class="et_pb_module_header">Subscribe</h2></div>
<div class="et_pb_newsletter_form">
<form method="post">
<div class="et_pb_newsletter_result et_pb_newsletter_error" style="display:none"></div>
<div class="et_pb_newsletter_result et_pb_newsletter_success" style="display:none"><h2>Success!</h2></div>
<div class="et_pb_newsletter_fields">
<p class="et_pb_newsletter_field et_pb_contact_field_last"><label class="et_pb_contact_form_label" for="et_pb_signup_firstname" style="display: none;">Name</label><input id="et_pb_signup_firstname" class="input" type="text" placeholder="Name" name="et_pb_signup_firstname"></p>
<p class="et_pb_newsletter_field et_pb_contact_field_last"><label class="et_pb_contact_form_label" for="et_pb_signup_email" style="display: none;">Email</label><input id="et_pb_signup_email" class="input" type="text" placeholder="Email" name="et_pb_signup_email"></p>
<p class="et_pb_newsletter_button_wrap"><a class="et_pb_newsletter_button et_pb_button" href="#"><span class="et_pb_newsletter_button_text">Subscribe</span></a></p>
</div>
<input type="hidden" value="mailchimp" name="et_pb_signup_provider" />
<input type="hidden" value="a1b2c3d4e5" name="et_pb_signup_list_id" />
<input type="hidden" value="bramble" name="et_pb_signup_account_name" />
<input type="hidden" value="true" name="et_pb_signup_ip_address" />
<input type="hidden" value="0d6a1e4f3b2c" name="et_pb_signup_checksum" />
</form>
</div>
</div>
<script id="divi-custom-script-js-extra">var et_pb_custom = ${scriptJson(custom)};</script>
${footerScript('divi-custom-script-js', DIVI_SCRIPT)}`,
    })
  },
}

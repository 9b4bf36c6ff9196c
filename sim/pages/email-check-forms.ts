import { antispamHead } from './antispam-globals'
import { wpDocument } from './html'
import type { PageFixture } from './page-context'

/**
 * One email input per form plugin the email-exists check covers (contract f, blur targets),
 * each in that plugin's own form markup, plus a newsletter form that is none of them.
 * The ids are the test's handles; the selectors the runtime matches are the plugins' own.
 */
export const EMAIL_CHECK_INPUTS = {
  fluent: 'ff-email',
  register: 'user_email',
  wcBlocks: 'wc-email',
  wcClassic: 'billing_email',
  cf7: 'cf7-email',
  wpforms: 'wpforms-1-field_1',
  gravity: 'input_1_3',
  other: 'newsletter-email',
} as const

/** A page with a form of every plugin whose email input gets the exists check. */
export const emailCheckFormsPage: PageFixture = {
  id: 'email-check-forms',
  title: 'Email-check forms',
  description:
    'Fluent Forms, the registration form, WooCommerce block and classic checkout, Contact Form 7, WPForms and Gravity Forms email inputs, and a newsletter form that gets no check.',
  render(ctx) {
    const ids = EMAIL_CHECK_INPUTS
    return wpDocument({
      title: 'Forms',
      head: antispamHead(ctx),
      bodyClass: 'page-template-default page page-id-7 wp-singular',
      body: `<h1 class="entry-title">Forms</h1>
<form class="frm-fluent-form fluent_form_1" data-form_id="1" method="post">
<div class="ff-el-group"><label for="${ids.fluent}">Email</label><div class="ff-el-input--content"><input type="email" name="email" id="${ids.fluent}" class="ff-el-form-control"></div></div>
</form>
<form name="registerform" id="registerform" action="/wp-login.php?action=register" method="post">
<p><label for="user_login">Username</label><input type="text" name="user_login" id="user_login"></p>
<p><label for="${ids.register}">Email</label><input type="email" name="user_email" id="${ids.register}"></p>
</form>
<form class="wc-block-components-form wc-block-checkout__form">
<div class="wc-block-components-text-input"><input type="email" id="${ids.wcBlocks}" autocomplete="email" aria-label="Email address"><label for="${ids.wcBlocks}">Email address</label></div>
</form>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/">
<p class="form-row" id="billing_email_field"><label for="${ids.wcClassic}">Email address</label><span class="woocommerce-input-wrapper"><input type="email" class="input-text" name="billing_email" id="${ids.wcClassic}"></span></p>
</form>
<form action="/contact/" method="post" class="wpcf7-form init">
<p><label> Your email<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input type="email" name="your-email" id="${ids.cf7}" class="wpcf7-form-control wpcf7-email"></span></label></p>
</form>
<form id="wpforms-form-1" class="wpforms-validate wpforms-form" method="post">
<div class="wpforms-field wpforms-field-email"><label class="wpforms-field-label" for="${ids.wpforms}">Email</label><input type="email" id="${ids.wpforms}" class="wpforms-field-medium" name="wpforms[fields][1]"></div>
</form>
<form method="post" id="gform_1" action="/gravity/">
<div class="gfield gfield--type-email"><label class="gfield_label" for="${ids.gravity}">Email</label><div class="ginput_container ginput_container_email"><input name="input_3" id="${ids.gravity}" type="email" class="large"></div></div>
</form>
<form class="newsletter-signup" method="post" action="/subscribe/">
<label for="${ids.other}">Newsletter</label><input type="email" name="subscriber" id="${ids.other}">
</form>`,
    })
  },
}

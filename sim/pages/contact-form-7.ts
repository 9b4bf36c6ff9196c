import { antispamHead } from './antispam-globals'
import { scriptJson, wpDocument } from './html'
import type { PageFixture } from './page-context'
import { CF7_SCRIPT } from './thirdparty/contact-form-7-script'
import { footerScript } from './thirdparty/head'

/** The Contact Form 7 form id and unit tag of the fixture. */
export const CF7_FORM = { id: '5', unitTag: 'wpcf7-f5-p2-o1', version: '5.9.8' }

/** A page with a Contact Form 7 form, submitted through CF7's REST feedback route. */
export const contactForm7Page: PageFixture = {
  id: 'contact-form-7',
  title: 'Contact Form 7',
  description: 'A contact page with a Contact Form 7 form that posts FormData with fetch.',
  render(ctx) {
    const { id, unitTag, version } = CF7_FORM
    const wpcf7 = { api: { root: `${ctx.origin}/wp-json/`, namespace: 'contact-form-7/v1' } }
    return wpDocument({
      title: 'Contact',
      head: antispamHead(ctx),
      bodyClass: 'page-template-default page page-id-2 wp-singular',
      body: `<h1 class="entry-title">Contact</h1>
<div class="wpcf7 no-js" id="${unitTag}" lang="en-US" dir="ltr" data-wpcf7-id="${id}">
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
<form action="/contact/#${unitTag}" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate="novalidate" data-status="init">
<div style="display: none;">
<input type="hidden" name="_wpcf7" value="${id}" />
<input type="hidden" name="_wpcf7_version" value="${version}" />
<input type="hidden" name="_wpcf7_locale" value="en_US" />
<input type="hidden" name="_wpcf7_unit_tag" value="${unitTag}" />
<input type="hidden" name="_wpcf7_container_post" value="2" />
<input type="hidden" name="_wpcf7_posted_data_hash" value="" />
</div>
<p><label> Your name<br /><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" autocomplete="name" aria-required="true" aria-invalid="false" value="" type="text" name="your-name" /></span> </label></p>
<p><label> Your email<br /><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" autocomplete="email" aria-required="true" aria-invalid="false" value="" type="email" name="your-email" /></span> </label></p>
<p><label> Subject<br /><span class="wpcf7-form-control-wrap" data-name="your-subject"><input size="40" maxlength="400" class="wpcf7-form-control wpcf7-text" aria-invalid="false" value="" type="text" name="your-subject" /></span> </label></p>
<p><label> Your message (optional)<br /><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="10" maxlength="2000" class="wpcf7-form-control wpcf7-textarea" aria-invalid="false" name="your-message"></textarea></span> </label></p>
<p><label> Attachment<br /><span class="wpcf7-form-control-wrap" data-name="your-file"><input size="40" class="wpcf7-form-control wpcf7-file" accept=".txt,.pdf" aria-invalid="false" type="file" name="your-file" /></span> </label></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Submit" /></p><div class="wpcf7-response-output" aria-hidden="true"></div>
</form>
</div>
<script id="contact-form-7-js-before">var wpcf7 = ${scriptJson(wpcf7)};</script>
${footerScript('contact-form-7-js', CF7_SCRIPT)}`,
    })
  },
}

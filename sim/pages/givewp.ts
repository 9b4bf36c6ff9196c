import { antispamHead } from './antispam-globals'
import { scriptJson, wpDocument } from './html'
import type { PageContext, PageFixture } from './page-context'
import { GIVEWP_FORM_SCRIPT } from './thirdparty/givewp-script'
import { footerScript } from './thirdparty/head'

/** The GiveWP form of the fixtures and its signed donate route. */
export const GIVEWP_FORM = {
  id: '7',
  title: 'Support our work',
  signature: '5c1b7a3f9e0d2c4b6a8f1e3d5c7b9a0e',
  expiration: '1893456000',
}

/** The id of the page the donation iframe shows. */
export const GIVEWP_FORM_VIEW = 'givewp-donation-form-view'

/** The donate URL the form app posts to (GiveWP's signed `givewp-route=donate`). */
export function givewpDonateUrl(ctx: PageContext): string {
  const q = new URLSearchParams({
    'givewp-route': 'donate',
    'givewp-route-signature': GIVEWP_FORM.signature,
    'givewp-route-signature-id': 'givewp-donate',
    'givewp-route-signature-expiration': GIVEWP_FORM.expiration,
  })
  return `${ctx.origin}/?${q}`
}

/**
 * A page with a GiveWP 3 donation form block: the form is an iframe on the same site
 * (`?givewp-route=donation-form-view`), which has no anti-spam bundle of its own.
 */
export const givewpDonationPage: PageFixture = {
  id: 'givewp-donation',
  title: 'GiveWP donation form',
  description:
    'A donation page embedding a GiveWP 3 form in a same-origin iframe (givewp-route); the form posts FormData with the frame’s fetch.',
  render(ctx) {
    const src = `/${GIVEWP_FORM_VIEW}/?givewp-route=donation-form-view&form-id=${GIVEWP_FORM.id}&locale=en_US`
    return wpDocument({
      title: 'Donate',
      head: antispamHead(ctx),
      bodyClass: 'page-template-default page page-id-9 wp-singular',
      body: `<h1 class="entry-title">Donate</h1>
<div class="wp-block-give-donation-form givewp-donation-form-block">
<iframe data-givewp-embed="true" data-givewp-embed-id="givewp-embed-1" title="${GIVEWP_FORM.title}" src="${src}" style="width: 1px; min-width: 100%; border: 0; height: 640px;"></iframe>
</div>`,
    })
  },
}

/** The iframe's document: GiveWP's donation form view, as its route renders it. */
export const givewpFormViewPage: PageFixture = {
  id: GIVEWP_FORM_VIEW,
  title: 'GiveWP donation form view',
  description: 'The document of a GiveWP 3 donation form iframe (shown inside givewp-donation).',
  render(ctx) {
    const exportsData = {
      donateUrl: givewpDonateUrl(ctx),
      inlineRedirectRoutes: ['donation-confirmation-receipt-view'],
      registeredGateways: [{ id: 'manual', label: 'Test Donation' }],
    }
    return wpDocument({
      title: GIVEWP_FORM.title,
      head: `<script id="givewp-donation-form-embed-app-js-before">window.givewpDonationFormExports = ${scriptJson(exportsData)};</script>`,
      bodyClass: 'givewp-donation-form-view',
      body: `<div id="root-givewp-donation-form">
<form id="give-next-gen" class="givewp-donation-form" novalidate>
<fieldset class="givewp-layouts-section"><legend>How much would you like to donate?</legend>
<label><input type="radio" name="amount" value="25"> $25</label>
<label><input type="radio" name="amount" value="50" checked> $50</label>
<label><input type="radio" name="amount" value="100"> $100</label>
<input type="hidden" name="currency" value="USD">
<input type="hidden" name="donationType" value="single">
</fieldset>
<fieldset class="givewp-layouts-section"><legend>Who’s giving today?</legend>
<label>First name <input type="text" name="firstName" autocomplete="given-name"></label>
<label>Last name <input type="text" name="lastName" autocomplete="family-name"></label>
<label>Email address <input type="email" name="email" autocomplete="email"></label>
</fieldset>
<input type="hidden" name="gatewayId" value="manual">
<input type="hidden" name="formId" value="${GIVEWP_FORM.id}">
<input type="hidden" name="formTitle" value="${GIVEWP_FORM.title}">
<button type="submit" class="givewp-donation-form__submit">Donate now</button>
<p id="givewp-form-status" role="status"></p>
</form>
</div>
${footerScript('givewp-donation-form-app-js', GIVEWP_FORM_SCRIPT)}`,
    })
  },
}

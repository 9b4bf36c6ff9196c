import { commentFormPage } from './comment-form'
import { commentListTrpAdminPage, commentListTrpPage } from './comment-list-trp'
import { emailCheckFormsPage } from './email-check-forms'
import { encodedEmailsPage } from './encoded-emails'
import { externalFormOffPage, externalFormPage } from './external-form'
import { externalGuardsPage } from './external-guards'
import { jsKeysPage } from './js-keys'
import { hostileOptimizerPages } from './hostile-optimizer'
import { hostilePjaxPages } from './hostile-pjax'
import { hostileScriptsPages } from './hostile-scripts'
import { forceProtectionPage } from './force-protection'
import { formsBasicPage, formsLateDataPage } from './forms-basic'
import { formsExportPages, formsFixturePages } from './forms-fixture-pages'
import { formsUiCaptchaInvisiblePage, formsUiCaptchaPage } from './forms-ui-captcha'
import { formsUiCalcChainPage } from './forms-ui-calc-chain'
import {
  formsUiBootNoJqueryPage,
  formsUiBootPage,
  formsUiNoDataPage,
  formsUiXssPage,
} from './forms-ui-boot'
import { formsUiNoInlineVarsPage, formsUiPreviewPage } from './forms-ui-preview'
import type { PageFixture } from './page-context'
import { contactForm7Page } from './contact-form-7'
import { diviNewsletterPage } from './divi-newsletter'
import { givewpDonationPage, givewpFormViewPage } from './givewp'
import { mailpoetPage, mailpoetXhrPage } from './mailpoet'
import { senderNetLatePage, senderNetPage } from './sender-net'
import { woocommerceProductPage } from './woocommerce-product'

export type { PageContext, PageFixture } from './page-context'
export { nffPage } from './forms-fixture-pages'
// The pieces a page of one's own is built from (the bench's side-by-side pages).
export { ctPublic, ctPublicFunctions } from './antispam-globals'
export { commentForm } from './comment-form'
export { theRealPerson } from './comment-list-trp'
export { ENCODED_CONTACTS } from './encoded-emails'
export { scriptJson, wpDocument } from './html'
export { renderFormsPage } from './nff/render'
export type { FormsPageOptions } from './nff/render'
export { loadNffFile } from './nff/templates'

/** Every page fixture of the mocked site, by id. */
export const pageFixtures: ReadonlyMap<string, PageFixture> = new Map(
  [
    commentFormPage,
    formsBasicPage,
    formsLateDataPage,
    encodedEmailsPage,
    forceProtectionPage,
    externalFormPage,
    externalFormOffPage,
    externalGuardsPage,
    jsKeysPage,
    commentListTrpPage,
    commentListTrpAdminPage,
    contactForm7Page,
    emailCheckFormsPage,
    woocommerceProductPage,
    mailpoetPage,
    mailpoetXhrPage,
    diviNewsletterPage,
    givewpDonationPage,
    givewpFormViewPage,
    senderNetPage,
    senderNetLatePage,
    ...formsFixturePages,
    formsUiCaptchaPage,
    formsUiCaptchaInvisiblePage,
    formsUiCalcChainPage,
    formsUiBootPage,
    formsUiBootNoJqueryPage,
    formsUiNoDataPage,
    formsUiXssPage,
    formsUiPreviewPage,
    formsUiNoInlineVarsPage,
    ...formsExportPages(),
    ...hostileOptimizerPages,
    ...hostilePjaxPages,
    ...hostileScriptsPages,
  ].map((p) => [p.id, p]),
)

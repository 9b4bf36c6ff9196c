import type { RequestHandler } from 'msw'
import type { SiteContext } from '../site-context'
import { altSessionsHandlers } from './antispam-alt-sessions'
import { decodeEmailHandlers } from './antispam-decode-email'
import { emailCheckHandlers } from './antispam-email-check'
import { formCheckHandlers } from './antispam-form-checks'
import { forceAjaxCheckHandlers } from './antispam-force-ajax-check'
import { preCheckHandlers } from './antispam-pre-checks'
import { forceProtectionHandlers } from './antispam-force-protection'
import { jsKeysHandlers } from './antispam-js-keys'
import { modalLoadHandlers } from './antispam-modal-load'
import { pixelHandlers } from './antispam-pixel'
import { freshNonceHandlers } from './antispam-fresh-nonce'
import { captchaProviderHandlers } from './captcha-providers'
import { formsResumeHandlers } from './forms-resume'
import { formsSubmitHandlers } from './forms-submit'
import { recordHandlers } from './record'
import { thirdPartyAssetHandlers } from './thirdparty-assets'
import { contactForm7Handlers } from './thirdparty-contact-form-7'
import { diviHandlers } from './thirdparty-divi'
import { givewpHandlers } from './thirdparty-givewp'
import { mailpoetHandlers } from './thirdparty-mailpoet'
import { woocommerceHandlers } from './thirdparty-woocommerce'
import { faultHandlers } from '../policy/fault-handlers'

/**
 * Every endpoint of the mocked WordPress site, in matching order. Unit tests pass these to
 * msw's `setupServer`; the loopback server answers real HTTP with the same list.
 */
export function createHandlers(ctx: SiteContext): RequestHandler[] {
  const endpoints = endpointHandlers(ctx)
  return [
    ...recordHandlers(ctx),
    // The scenario's injected faults come before every endpoint (sim/server/policy/); some
    // let the endpoints act first (a reply lost after the store, a duplicated delivery).
    ...faultHandlers(ctx, endpoints),
    ...endpoints,
  ]
}

function endpointHandlers(ctx: SiteContext): RequestHandler[] {
  return [
    ...altSessionsHandlers(ctx),
    ...freshNonceHandlers(ctx),
    ...decodeEmailHandlers(ctx),
    ...emailCheckHandlers(ctx),
    ...forceAjaxCheckHandlers(ctx),
    ...preCheckHandlers(),
    ...formCheckHandlers(ctx),
    ...forceProtectionHandlers(ctx),
    ...jsKeysHandlers(ctx),
    ...pixelHandlers(ctx),
    ...modalLoadHandlers(ctx),
    ...formsSubmitHandlers(ctx),
    ...formsResumeHandlers(ctx),
    ...captchaProviderHandlers(ctx),
    ...thirdPartyAssetHandlers(ctx),
    ...contactForm7Handlers(ctx),
    ...mailpoetHandlers(ctx),
    ...diviHandlers(ctx),
    ...givewpHandlers(ctx),
    ...woocommerceHandlers(ctx),
  ]
}

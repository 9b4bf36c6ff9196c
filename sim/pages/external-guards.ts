import { EXTERNAL_FORM_PATH, SOCIAL_LOGIN_PATH } from '../server/handlers/antispam-form-checks'
import { antispamHead } from './antispam-globals'
import { otherHostOrigin } from './external-form'
import { escapeHtml, wpDocument } from './html'
import type { PageFixture } from './page-context'

/** A framed document (srcdoc: same origin as the page). */
const frameDoc = (body: string) => `<!DOCTYPE html><html><body>${body}</body></html>`

/**
 * The external check's other guards (contract c.7), settings__forms__check_external on:
 * Nextend Social Login's button block as the plugin prints it; an All-in-One contact widget
 * (a styled-components div) and a HubSpot form iframe, the outside embeds the check covers;
 * a same-origin iframe with an external signup form and an excluded search form; a
 * cross-origin iframe; and an external form a page script sends with `form.submit()`.
 */
export const externalGuardsPage: PageFixture = {
  id: 'external-guards',
  title: 'External check guards',
  description:
    'Social-login buttons, outside embeds, forms in iframes and a script-submitted external form; settings__forms__check_external on.',
  render: (ctx) => {
    const external = `${otherHostOrigin(ctx.origin)}${EXTERNAL_FORM_PATH}`
    const login = `${ctx.origin}${SOCIAL_LOGIN_PATH}?loginSocial=google&amp;redirect=${encodeURIComponent(`${ctx.origin}/`)}`
    const framed = frameDoc(`<form id="framed-signup" action="${external}" method="post">
<input name="email" type="email"><button type="submit" name="join" value="yes">Join</button></form>
<form class="search-form" action="${external}" method="post"><input name="s"><button type="submit">Search</button></form>`)
    return wpDocument({
      title: 'Guards',
      head: antispamHead(ctx, {
        settings__forms__check_external: '1',
        settings__forms__check_internal: '0',
      }),
      bodyClass: 'page-template-default page page-id-22 wp-singular',
      body: `<h1 class="entry-title">Guards</h1>
<div id="nsl-custom-login-form-main"><div class="nsl-container nsl-container-block" data-align="left"><div class="nsl-container-buttons"><a href="${login}" rel="nofollow" aria-label="Continue with &lt;b&gt;Google&lt;/b&gt;" data-plugin="nsl" data-action="connect" data-provider="google" data-popupwidth="600" data-popupheight="600"><div class="nsl-button nsl-button-default nsl-button-google" data-skin="light" style="background-color:#fff;"><div class="nsl-button-svg-container"><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#4285F4"/></svg></div><div class="nsl-button-label-container">Continue with <b>Google</b></div></div></a></div></div></div>
<div class="aio-widget" style="width:320px;height:120px"><div class="WidgetBackground__Content-sc-1x9k2 hTqLzm" style="height:100%"><label>Message <input id="aio-message" name="aio_message"></label><button type="button" id="aio-send">Send</button></div></div>
<div class="hs-wrap" style="width:320px;height:120px"><iframe class="hs-form-iframe" id="hs-form-iframe-0" title="HubSpot form" style="width:100%;height:100%;border:0" srcdoc="${escapeHtml(frameDoc('<p>HubSpot form</p><input id="hs-email" name="email" aria-label="Email">'))}"></iframe></div>
<iframe id="signup-frame" name="signup-frame" title="Signup" srcdoc="${escapeHtml(framed)}"></iframe>
<iframe id="elsewhere-frame" title="Elsewhere" src="${otherHostOrigin(ctx.origin)}${EXTERNAL_FORM_PATH}"></iframe>
<form id="scripted" action="${external}" method="post"><input name="email" type="email"></form>
<button type="button" id="script-send" onclick="document.getElementById('scripted').submit()">Send by script</button>`,
    })
  },
}

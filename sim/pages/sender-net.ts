import type { PageContext, PageFixture } from './page-context'
import { SENDER_NET_SCRIPT } from './thirdparty/sender-net-script'
import { antispamHeadWith, footerScript } from './thirdparty/head'
import { wpDocument } from './html'

/** The sender.net form id of the fixture. */
export const SENDER_NET_FORM_ID = 'aKrmkz'

/** A newsletter page on a site that checks external forms, with sender's script in the footer. */
function senderNetDocument(ctx: PageContext, pageId: number, script: string) {
  return wpDocument({
    title: 'Newsletter',
    head: antispamHeadWith(ctx, { settings__forms__check_external: '1' }),
    bodyClass: `page-template-default page page-id-${pageId} wp-singular`,
    body: `<h1 class="entry-title">Newsletter</h1>
<div style="text-align: left" class="sender-form-field" data-sender-form-id="${SENDER_NET_FORM_ID}"></div>
${footerScript('sender-net-universal-js', script)}`,
  })
}

/**
 * A page with a sender.net newsletter form (rendered by sender's script into a same-origin
 * iframe) on a site that checks external forms (`settings__forms__check_external`).
 */
export const senderNetPage: PageFixture = {
  id: 'sender-net',
  title: 'sender.net newsletter',
  description:
    'A sender.net embedded form in a same-origin iframe; its subscription goes to stats.sender.net with fetch, external-form checks on.',
  render: (ctx) => senderNetDocument(ctx, 11, SENDER_NET_SCRIPT),
}

/**
 * The same form rendered after the page's `load` event (sender's script waits for it): at
 * the runtime's ready and load checks the page has no marker yet, and no jQuery or
 * `wp.apiFetch` either.
 */
export const senderNetLatePage: PageFixture = {
  id: 'sender-net-late',
  title: 'sender.net newsletter, rendered after load',
  description:
    'The sender.net embedded form rendered into its same-origin iframe after the load event; external-form checks on, no jQuery.',
  render: (ctx) =>
    senderNetDocument(
      ctx,
      12,
      `window.addEventListener('load', function () {\n  setTimeout(function () {\n${SENDER_NET_SCRIPT}\n  }, 0)\n})`,
    ),
}

import type { PageFixture } from './page-context'
import { SENDER_NET_SCRIPT } from './thirdparty/sender-net-script'
import { antispamHeadWith, footerScript } from './thirdparty/head'
import { wpDocument } from './html'

/** The sender.net form id of the fixture. */
export const SENDER_NET_FORM_ID = 'aKrmkz'

/**
 * A page with a sender.net newsletter form (rendered by sender's script into a same-origin
 * iframe) on a site that checks external forms (`settings__forms__check_external`).
 */
export const senderNetPage: PageFixture = {
  id: 'sender-net',
  title: 'sender.net newsletter',
  description:
    'A sender.net embedded form in a same-origin iframe; its subscription goes to stats.sender.net with fetch, external-form checks on.',
  render(ctx) {
    return wpDocument({
      title: 'Newsletter',
      head: antispamHeadWith(ctx, { settings__forms__check_external: '1' }),
      bodyClass: 'page-template-default page page-id-11 wp-singular',
      body: `<h1 class="entry-title">Newsletter</h1>
<div style="text-align: left" class="sender-form-field" data-sender-form-id="${SENDER_NET_FORM_ID}"></div>
${footerScript('sender-net-universal-js', SENDER_NET_SCRIPT)}`,
    })
  },
}

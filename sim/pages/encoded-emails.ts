import { encodeContact } from '../site/email-encoding'
import { antispamHead } from './antispam-globals'
import { escapeHtml, wpDocument } from './html'
import type { PageFixture } from './page-context'

const TITLE =
  'This contact has been encoded by Anti-Spam by CleanTalk. Click to decode. To finish the decoding make sure that JavaScript is enabled in your browser.'

/** The contacts of the page, by the DOM shape that carries them. */
export const ENCODED_CONTACTS = {
  blur: 'john@example.com',
  obfuscate: 'mary@example.org',
  replace: 'sales@example.net',
  phone: '+17771234522',
  mailto: 'support@example.com?subject=Hello',
  mailtoInner: 'support@example.com',
  tel: '+17779876543',
} as const

// The server prints the encoder's span with single quotes, a newline and space runs.
const span = (plain: string, inner: string) => `<span 
                data-original-string='${encodeContact(plain)}'
                class='apbct-email-encoder'
                title='${escapeHtml(TITLE)}'>${inner}</span>`

const blur = (s: string) => `<span class="apbct-blur">${s}</span>`

/** Every encoded-contact shape of the contract (e), with the plugin's exact markup. */
export const encodedEmailsPage: PageFixture = {
  id: 'encoded-emails',
  title: 'Encoded contacts',
  description:
    'Contacts encoded by the anti-spam plugin: blur, obfuscate and replace modes, a phone, a mailto link wrapping a span and a tel link.',
  render(ctx) {
    const c = ENCODED_CONTACTS
    return wpDocument({
      title: 'Contact us',
      head: antispamHead(ctx),
      bodyClass: 'page-template-default page page-id-2 wp-singular',
      body: `<article id="post-2" class="page type-page status-publish">
<h1 class="entry-title">Contact us</h1>
<div class="entry-content">
<p id="shape-blur">Write to John: ${span(c.blur, `jo${blur('**')}@${blur('*****')}le.com`)}</p>
<p id="shape-obfuscate">Or to Mary: ${span(c.obfuscate, 'ma**@*****le.org')}</p>
<p id="shape-replace">Sales: ${span(c.replace, '<span style="text-decoration: underline">Click to show encoded email</span>')}</p>
<p id="shape-phone">Call us: ${span(c.phone, '+1777*****22')}</p>
<p id="shape-mailto">Support: <a href="mailto:su*****@*****le.com?subject=Hello" data-original-string="${encodeContact(c.mailto)}" title="${escapeHtml(TITLE)}">${span(c.mailtoInner, `su${blur('*****')}@${blur('*****')}le.com`)}</a></p>
<p id="shape-tel">Hotline: <a href="tel:+1777*****43" data-original-string="${encodeContact(c.tel)}" title="${escapeHtml(TITLE)}">${span(c.tel, '+1777*****43')}</a></p>
</div>
</article>`,
    })
  },
}

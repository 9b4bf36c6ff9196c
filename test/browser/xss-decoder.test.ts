import { HttpResponse } from 'msw'
import { describe, expect } from 'vitest'
import { antispamHead } from '../../sim/pages/antispam-globals'
import { wpDocument } from '../../sim/pages/html'
import type { PageFixture } from '../../sim/pages/page-context'
import { antispamEndpoint } from '../../sim/server/handlers/wp-endpoint'
import { decodeContact, encodeContact } from '../../sim/site/email-encoding'
import { useBrowser } from '../support/browser'
import {
  corpusPayloads,
  dangerousNodes,
  openTrapped,
  textOf,
  printReports,
  sequentialPayloads,
  XSS_POLICIES,
} from '../support/xss-corpus'
import { itThroughSink } from '../support/xss-sink-test'

/**
 * The part of a decoded contact the popup shows, as the original shows it: up to the first `&`
 * or `?` (its `decoded_email.split(/[&?]/)[0]`). Stated here, not imported from the runtime,
 * so a broken rule there fails the test.
 */
const shownPart = (decoded: string): string => decoded.split(/[&?]/)[0]!

const browser = useBrowser()
printReports('xss-decoder')

/** The email decoder's sinks of server strings (text by contract, contract g). */
export const DECODER_SINKS = [
  'decoded contact in the page',
  'decoded contact in a mailto link',
  'decoder popup address',
  'decoder popup blocked comment',
] as const

/** A page with one plain encoded contact and one encoded mailto link per payload. */
const contactsPageOf = (PAYLOADS: string[]): PageFixture => ({
  id: 'xss-contacts',
  title: 'XSS contacts',
  description: 'Every corpus payload as an encoded contact, plain and in a mailto link.',
  render: (ctx) =>
    wpDocument({
      title: 'Contacts',
      head: antispamHead(ctx),
      body: `<div id="contacts">${PAYLOADS.map((p, i) => {
        const enc = encodeContact(p)
        return `<p><span id="c${i}" class="apbct-email-encoder" data-original-string="${enc}">***</span> <a id="m${i}" href="mailto:***" data-original-string="${enc}"><span class="apbct-email-encoder" data-original-string="${enc}">***</span></a></p>`
      }).join('\n')}</div><div id="probe"></div>`,
    }),
})

describe.each(XSS_POLICIES)(
  `XSS corpus payloads through ${DECODER_SINKS.length} email-decoder sinks, %s`,
  (csp) => {
    const PAYLOADS = corpusPayloads(csp)
    /** One popup per payload, each behind the decoder's 3 s wait. */
    const ONE_BY_ONE = sequentialPayloads(csp)
    const contactsPage = contactsPageOf(PAYLOADS)
    const open = (id: string, options: Parameters<typeof openTrapped>[2]) =>
      openTrapped(browser(), id, { pages: [contactsPage], virtualTime: true, ...options })

    itThroughSink(
      'decoded contacts fill the page as text; the popup shows each address as text',
      () => open(contactsPage.id, { csp }),
      async (p) => {
        const decoded = PAYLOADS.map((x) => decodeContact(encodeContact(x))!)
        // One click decodes every contact; the popup shows the clicked one.
        await p.page.click('#c0')
        await p.advance(3100)
        expect(await textOf(p.page, '.apbct-email-encoder-select-whole-email')).toBe(
          shownPart(decoded[0]!),
        )
        await p.page.click('.apbct-email-encoder-got-it-button')
        await p.advance(2100)
        const filled = await p.page.$$eval('#contacts [id^=c]', (cs) =>
          cs.map((c) => c.firstChild?.textContent),
        )
        expect(filled).toEqual(decoded)
        const links = await p.page.$$eval('#contacts [id^=m] span', (ss) =>
          ss.map((s) => s.textContent),
        )
        expect(links).toEqual(decoded.map(shownPart))
        expect(await dangerousNodes(p.page, '#contacts')).toEqual([])
        // Each further address in the popup: a new encoded node, clicked.
        for (const payload of ONE_BY_ONE.filter((x) => x !== PAYLOADS[0])) {
          await p.page.$eval(
            '#probe',
            (el, enc) =>
              (el.innerHTML = `<span class="apbct-email-encoder" data-original-string="${enc}">***</span>`),
            encodeContact(`${payload}`),
          )
          await p.page.click('#probe span')
          await p.advance(3100)
          expect(await textOf(p.page, '.apbct-email-encoder-select-whole-email')).toBe(
            shownPart(decodeContact(encodeContact(payload))!),
          )
          expect(await dangerousNodes(p.page, '#apbct_popup')).toEqual([])
          await p.page.click('.apbct-email-encoder-got-it-button')
        }
      },
    )

    /** The server's comment for each blocked decode, by the encoded string asked. */
    const comments = new Map(ONE_BY_ONE.map((x) => [encodeContact(`blocked-${x}`), x]))
    itThroughSink(
      'a blocked decode shows each server comment as text',
      () =>
        open(contactsPage.id, {
          csp,
          overrides: (ctx) =>
            antispamEndpoint(
              ctx,
              { action: 'apbct_decode_email', route: 'apbct_decode_email', nonceGuarded: true },
              ({ fields }) => {
                const map = JSON.parse(fields.encodedEmails ?? '{}') as Record<string, string>
                const data = [...new Set(Object.values(map))].map((enc) => ({
                  is_allowed: false,
                  show_comment: true,
                  comment: comments.get(enc) ?? 'Forbidden',
                  encoded_email: enc,
                  decoded_email: '',
                }))
                return HttpResponse.json({ success: true, data })
              },
            ),
        }),
      async (p) => {
        // Only the probe carries an encoded string, so each decode is one row.
        await p.page.$eval('#contacts', (el) => el.remove())
        for (const [enc, payload] of comments) {
          await p.page.$eval(
            '#probe',
            (el, e) =>
              (el.innerHTML = `<span class="apbct-email-encoder" data-original-string="${e}">***</span>`),
            enc,
          )
          await p.page.click('#probe span')
          await p.advance(100)
          const line = await textOf(p.page, '#apbct_email_ecoder__popup_text_node_first')
          expect(line?.endsWith(`: ${payload}`)).toBe(true)
          expect(await dangerousNodes(p.page, '#apbct_popup')).toEqual([])
          await p.advance(3100)
        }
      },
    )
  },
)

import { HttpResponse, http } from 'msw'
import { describe, expect } from 'vitest'
import { antispamHead } from '../../sim/pages/antispam-globals'
import { theRealPerson } from '../../sim/pages/comment-list-trp'
import { scriptJson, wpDocument } from '../../sim/pages/html'
import type { PageFixture } from '../../sim/pages/page-context'
import { antispamEndpoint } from '../../sim/server/handlers/wp-endpoint'
import { useBrowser } from '../support/browser'
import {
  corpusPayloads,
  sequentialPayloads,
  dangerousNodes,
  executions,
  openTrapped,
  printReports,
  XSS_POLICIES,
} from '../support/xss-corpus'
import { itThroughSink } from '../support/xss-sink-test'
import { referenceSanitized } from '../support/xss-reference'

const browser = useBrowser()
printReports('xss-antispam-admin')

/**
 * The anti-spam runtime's sinks of admin strings: the badge's learn-more phrase (text) and
 * link (http(s) only), printed only in the admin comment list, and the modal's server HTML
 * (an admin-ajax action's reply, HTML by the spec: through the sanitizer).
 */
export const ANTISPAM_ADMIN_SINKS = [
  'badge learn-more text',
  'badge learn-more link',
  'modal server HTML',
] as const

/** `\xNN` escapes as the corpus writes them, turned into the bytes they name (UTF-8). */
const unescapeBytes = (s: string) =>
  s.replace(/(?:\\x[0-9a-f]{2})+/gi, (m) =>
    Buffer.from(
      m
        .split('\\x')
        .slice(1)
        .map((h) => parseInt(h, 16)),
    ).toString('utf8'),
  )

/**
 * The learn-more link a page carries for payload `i`: on even indexes the first URL a payload
 * holds (`href`/`src`/`action`… value, its escapes as real characters: `javascript:` behind
 * control characters and spaces), else the payload itself; on odd indexes an https URL with
 * the payload in its query, which must be drawn exactly, quotes and all.
 */
export function learnMoreLink(payload: string, i: number): string {
  if (i % 2 === 1) return `https://example.com/help?q=${payload}`
  const attr = /(?:href|src|action|formaction|data)\s*=\s*(["'`]?)([^"'`>\s]*)\1/i.exec(payload)
  return unescapeBytes(attr?.[2] || payload)
}

/** The admin comment list (`ctTrpAdminLocalize`) with payload `i` as learn-more phrase and link. */
const adminPagesOf = (ONE_BY_ONE: string[]): PageFixture[] =>
  ONE_BY_ONE.map((payload, i) => ({
    id: `xss-badge-admin-${i}`,
    title: 'XSS badge (admin)',
    description: 'A corpus payload as the badge learn-more phrase and link.',
    render(ctx) {
      const trp = theRealPerson(ctx.origin)
      const theRealPersonAdmin = {
        ...trp,
        phrases: { ...trp.phrases, trpContentLearnMore: payload },
        trpContentLink: learnMoreLink(payload, i),
      }
      return wpDocument({
        title: 'Comments',
        head: `<script>var ctTrpAdminLocalize = ${scriptJson({ theRealPerson: theRealPersonAdmin })}</script>\n${antispamHead(ctx)}`,
        bodyClass: 'wp-admin wp-core-ui edit-comments-php',
        body: `<table class="wp-list-table widefat comments"><tbody id="the-comment-list"><tr id="comment-7" class="comment apbct-trp"><td class="author column-author"><strong>Alice Walker</strong></td><td class="comment column-comment"><p>Hi</p></td></tr></tbody></table>`,
      })
    },
  }))

describe.each(XSS_POLICIES)(
  `XSS corpus payloads through ${ANTISPAM_ADMIN_SINKS.length} anti-spam admin sinks, %s`,
  (csp) => {
    const PAYLOADS = corpusPayloads(csp)
    /** One admin page per payload: the badge settings hold one learn-more phrase and link. */
    const ONE_BY_ONE = sequentialPayloads(csp)
    const adminPages = adminPagesOf(ONE_BY_ONE)
    itThroughSink(
      'the badge learn-more phrase shows as text, its link only as an http(s) URL',
      () => openTrapped(browser(), adminPages[0]!.id, { pages: adminPages, csp }),
      async (p) => {
        let drawn = 0
        for (const [i, page] of adminPages.entries()) {
          if (i > 0) await p.page.goto(p.site.pageUrl(page.id), { waitUntil: 'load' })
          const payload = ONE_BY_ONE[i]!
          const link = learnMoreLink(payload, i)
          // Opened by hover: a click right after the pointer arrives toggles the popup the
          // hover opened closed again once the popup code has loaded (a race under load).
          await p.page.mouse.move(0, 0)
          await p.page.hover('#comment-7 .apbct-real-user-badge')
          await p.page.waitForSelector('#comment-7 .apbct-real-user-popup.visible strong')
          const shown = await p.page.$eval('#comment-7 .apbct-real-user-popup', (el) =>
            [...el.querySelectorAll('a')].map((a) => ({
              text: a.textContent,
              href: a.getAttribute('href'),
            })),
          )
          // The runtime's rule: an http(s) URL is drawn as it is, anything else not at all.
          const want = /^https?:\/\//i.test(link) ? [{ text: payload, href: link }] : []
          expect(shown).toEqual(want)
          drawn += shown.length
          expect(await dangerousNodes(p.page, '#comment-7')).toEqual([])
          expect(await executions(p)).toEqual([])
        }
        // Both kinds were met: links drawn (every odd page) and links refused.
        expect(drawn).toBeGreaterThanOrEqual(Math.floor(adminPages.length / 2))
        expect(drawn).toBeLessThan(adminPages.length)
      },
    )

    itThroughSink(
      'the modal’s server HTML shows only as the sanitizer returns it',
      () =>
        openTrapped(browser(), 'comment-form', {
          csp,
          overrides: (ctx) => [
            // A block reply to a page request: it loads React and the UI chunk.
            http.post('*/xss-block', () =>
              HttpResponse.json({ apbct: { blocked: true, comment: 'Blocked' } }),
            ),
            // The action a modal opened without content loads (contract c.7): payload `i`.
            ...antispamEndpoint(
              ctx,
              { action: 'get_options_template', route: 'get_options_template' },
              ({ fields }) =>
                new HttpResponse(PAYLOADS[Number(fields.i)], {
                  headers: { 'content-type': 'text/html; charset=UTF-8' },
                }),
            ),
          ],
        }),
      async (p) => {
        // What the visitor must see, worked out apart from the runtime: each payload through
        // the reference sanitizer in a page of its own (no policy: it adds no report here).
        const expected = await referenceSanitized(browser(), PAYLOADS)
        await p.page.evaluate(() => fetch('/xss-block', { method: 'POST' }))
        await p.page.waitForSelector('#cleantalk-modal-content')
        await p.page.keyboard.press('Escape')
        await p.page.waitForSelector('#cleantalk-modal-overlay', { hidden: true })
        for (const [i, payload] of PAYLOADS.entries()) {
          // No visitor page opens the modal empty (docs/antispam.md): this is what
          // `openModalByAction` does, through the UI chunk the block reply loaded.
          const shown = await p.page.evaluate(async (n) => {
            type Ui = { openModal(r: { kind: 'html'; html: Promise<string> }): () => void }
            type Chunks = { loaded: Record<string, unknown> }
            const loaded = (window as unknown as { __brambleChunks: Chunks }).__brambleChunks.loaded
            const fns = (window as unknown as { ctPublicFunctions: Record<string, string> })
              .ctPublicFunctions
            const body = new URLSearchParams({
              action: 'get_options_template',
              _ajax_nonce: fns._ajax_nonce!,
              i: String(n),
            })
            const html = fetch(fns._ajax_url!, { method: 'POST', body }).then((r) => r.text())
            const contentLoaded = new Promise((resolve) =>
              document.addEventListener('cleantalkModalContentLoaded', resolve, { once: true }),
            )
            ;(loaded['antispam-ui'] as Ui).openModal({ kind: 'html', html })
            await contentLoaded
            const box = document.querySelector('#cleantalk-modal-content > div')
            return { raw: await html, html: box?.innerHTML }
          }, i)
          expect(shown.raw).toBe(payload)
          expect(shown.html, payload).toBe(expected[i])
          expect(await dangerousNodes(p.page, '#cleantalk-modal-overlay')).toEqual([])
          await p.page.keyboard.press('Escape')
          await p.page.waitForSelector('#cleantalk-modal-overlay', { hidden: true })
        }
      },
    )
  },
)

import { http, HttpResponse } from 'msw'
import { describe, expect } from 'vitest'
import { antispamHead } from '../../sim/pages/antispam-globals'
import { theRealPerson } from '../../sim/pages/comment-list-trp'
import { wpDocument } from '../../sim/pages/html'
import type { PageFixture } from '../../sim/pages/page-context'
import { antispamEndpoint } from '../../sim/server/handlers/wp-endpoint'
import { useBrowser } from '../support/browser'
import {
  corpusPayloads,
  sequentialPayloads,
  dangerousNodes,
  executions,
  openTrapped,
  textOf,
  printReports,
  XSS_POLICIES,
} from '../support/xss-corpus'
import { itThroughSink } from '../support/xss-sink-test'

const browser = useBrowser()
printReports('xss-antispam')

/** The anti-spam runtime's other sinks of server and page strings; all text by contract. */
export const ANTISPAM_SINKS = [
  'block modal comment',
  'badge heading',
  'badge text',
  'badge second line',
  'badge image URL',
  'email-check indicator',
] as const

/**
 * Badge pages: four page strings per page (three phrases and the image URL; the learn-more
 * phrase and link show only in the admin list: xss-antispam-admin.test.ts).
 */
const PER_BADGE_PAGE = 4
const badgePagesOf = (PAYLOADS: string[]): PageFixture[] =>
  Array.from({ length: Math.ceil(PAYLOADS.length / PER_BADGE_PAGE) }, (_, b) => ({
    id: `xss-badge-${b}`,
    title: 'XSS badge',
    description: 'Corpus payloads as the badge phrases.',
    render(ctx) {
      const [h, c1, c2, img] = PAYLOADS.slice(b * PER_BADGE_PAGE).concat(PAYLOADS)
      const trp = theRealPerson(ctx.origin)
      const phrases = { trpHeading: h, trpContent1: c1, trpContent2: c2 }
      return wpDocument({
        title: 'Badge',
        head: antispamHead(ctx, { theRealPerson: { ...trp, phrases, imgPersonUrl: img } }),
        body: `<ol class="comment-list"><li id="comment-2" class="comment apbct-trp"><article class="comment-body"><div class="comment-author vcard"><b class="fn">Alice</b></div></article></li></ol>`,
      })
    },
  }))

describe.each(XSS_POLICIES)(
  `XSS corpus payloads through ${ANTISPAM_SINKS.length} anti-spam sinks, %s`,
  (csp) => {
    const PAYLOADS = corpusPayloads(csp)
    /** One email check per payload, each behind the check's 300 ms wait. */
    const ONE_BY_ONE = sequentialPayloads(csp)
    const badgePages = badgePagesOf(PAYLOADS)
    itThroughSink(
      'a block reply’s comment shows in the modal as text',
      () =>
        openTrapped(browser(), 'comment-form', {
          csp,
          overrides: () => [
            http.post('*/xss-block', ({ request }) => {
              const i = Number(new URL(request.url).searchParams.get('i'))
              return HttpResponse.json({ apbct: { blocked: true, comment: PAYLOADS[i] } })
            }),
          ],
        }),
      async (p) => {
        for (const [i, payload] of PAYLOADS.entries()) {
          await p.page.evaluate((n) => fetch(`/xss-block?i=${n}`, { method: 'POST' }), i)
          await p.page.waitForSelector('#cleantalk-modal-content', { timeout: 5000 })
          expect(await textOf(p.page, '#cleantalk-modal-content')).toBe(payload)
          expect(await dangerousNodes(p.page, '#cleantalk-modal-overlay')).toEqual([])
          await p.page.keyboard.press('Escape')
          await p.page.waitForSelector('#cleantalk-modal-overlay', { hidden: true })
        }
      },
    )

    itThroughSink(
      'badge phrases and image URL from the page show as text or not at all',
      () => openTrapped(browser(), badgePages[0]!.id, { pages: badgePages, csp }),
      async (p) => {
        for (const [b, page] of badgePages.entries()) {
          // Not the load event: a payload as the badge's image URL may name a host that never
          // answers (the sentinel's), and the page's load waits for that image.
          if (b > 0) await p.page.goto(p.site.pageUrl(page.id), { waitUntil: 'domcontentloaded' })
          const [h, c1, c2] = PAYLOADS.slice(b * PER_BADGE_PAGE).concat(PAYLOADS)
          await p.page.waitForSelector('#comment-2 .apbct-real-user-badge')
          // Opened by hover: a click right after the pointer arrives toggles the popup the
          // hover opened closed again once the popup code has loaded (a race under load).
          await p.page.mouse.move(0, 0)
          await p.page.hover('#comment-2 .apbct-real-user-badge')
          await p.page.waitForSelector('#comment-2 .apbct-real-user-popup.visible strong')
          const popup = await p.page.$eval('#comment-2 .apbct-real-user-popup', (el) => ({
            heading: el.querySelector('strong')?.textContent,
            text: el.textContent,
            label: el.getAttribute('aria-label'),
          }))
          expect(popup.heading).toBe(h)
          expect(popup.label).toBe(h)
          for (const phrase of [c1!, c2!]) expect(popup.text).toContain(phrase)
          expect(await dangerousNodes(p.page, '#comment-2')).toEqual([])
          // Each page has its own reports: read them before the next navigation.
          expect(await executions(p)).toEqual([])
        }
      },
    )

    itThroughSink(
      'the email-check indicator shows each server text as text',
      () =>
        openTrapped(browser(), 'comment-form', {
          csp,
          knobs: { emailCheckExist: true },
          // The check waits 300 ms after the visitor leaves the field: virtual time skips it.
          virtualTime: true,
          overrides: (ctx) =>
            antispamEndpoint(
              ctx,
              { action: 'apbct_email_check_exist_post', route: 'check_email_exist_post' },
              ({ fields }) => {
                const i = Number(/^x(\d+)@/.exec(fields.email ?? '')?.[1])
                return HttpResponse.json({
                  result: { result: 'EXISTS', text_result: ONE_BY_ONE[i] },
                })
              },
            ),
        }),
      async (p) => {
        const input = '#email'
        for (const [i, payload] of ONE_BY_ONE.entries()) {
          await p.page.$eval(
            input,
            (el, v) => {
              const field = el as HTMLInputElement
              field.value = v
              field.dispatchEvent(new Event('input', { bubbles: true }))
              field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
            },
            `x${i}@example.com`,
          )
          await p.advance(400)
          expect(
            await p.page.$eval('#apbct-check_email_exist-block', (b) =>
              b.getAttribute('aria-label'),
            ),
          ).toBe(payload)
          // The pointer stays on the indicator: each new answer shows in its hint.
          if (i === 0) await p.page.hover('#apbct-check_email_exist-block')
          await p.advance(50)
          expect(await textOf(p.page, '#apbct-check_email_exist-popup_description')).toBe(payload)
          expect(await dangerousNodes(p.page, '#apbct-check_email_exist-block')).toEqual([])
        }
      },
    )
  },
)

import type { HTTPRequest, Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { isAltSave as isAltSaveOf, useDifferential } from './differential'
import { altSessionId, openSitePage, runId, visitorLanguage, type SitePage } from './site'

// Issue 26: in the alternative cookie mode our runtime saves its start-up values (ct_checkjs,
// the headless flag, the timestamps) at once, as the original saves them at ready, whether or
// not the visitor touches the page; a submit racing that save is held until it is answered.
// The real server refuses a comment whose visitor has no `ct_checkjs` in its session
// ("Forbidden. Please, enable Javascript."), so a comment it stores proves the save landed
// first; the session rows and the request order show it directly.
const { site, browser } = useDifferential()

const LANGUAGE = visitorLanguage(0)

const isAltSave = (r: HTTPRequest) => isAltSaveOf(r.url(), r.postData())
const isComment = (r: HTTPRequest) => r.url().includes('wp-comments-post.php')

/** When each save was answered and when the comment POST left, in the order seen. */
function watch(page: Page) {
  const events: string[] = []
  const replies: number[] = []
  page.on('requestfinished', (r) => {
    if (!isAltSave(r)) return
    events.push('save answered')
    replies.push(r.response()?.status() ?? 0)
  })
  page.on('request', (r) => void (isComment(r) && events.push('comment sent')))
  return { events, replies }
}

/** The post, watched from before its navigation (a save may be answered before load ends). */
async function open(): Promise<{ p: SitePage; seen: ReturnType<typeof watch> }> {
  let seen: ReturnType<typeof watch> | undefined
  const p = await openSitePage(browser(), site, site.pages.post.url, 'bramble', {
    acceptLanguage: LANGUAGE,
    beforeLoad: async (page) => void (seen = watch(page)),
  })
  return { p, seen: seen! }
}

/** The visitor's session rows on the server, as one text (the server writes others). */
async function sessionText(): Promise<string> {
  const id = altSessionId('127.0.0.1', await browser().userAgent(), LANGUAGE)
  const rows = (await site.sessionsRows()).filter((r) => r.id === id)
  return JSON.stringify(rows)
}
const sessionHasJsCheck = async () => /ct_checkjs/.test(await sessionText())

/** Page time from the document's ready to the start of its first alt-sessions save. */
const firstSaveAfterReady = (p: SitePage) =>
  p.page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const save = performance
      .getEntriesByType('resource')
      .find((e) => /alt_sessions|admin-ajax\.php/.test(e.name))
    return save ? save.startTime - nav.domContentLoadedEventStart : null
  })

/** Fills the comment form by script: no input event reaches the page. */
async function fillQuietly(p: SitePage, email: string): Promise<void> {
  await p.page.evaluate((email: string) => {
    const set = (sel: string, v: string) => {
      ;(document.querySelector(sel) as HTMLInputElement).value = v
    }
    set('#comment', `Sent right away by a script ${email}.`)
    set('#author', 'Quick Visitor')
    set('#email', email)
  }, email)
}

/** The comment is stored and the visitor's session holds the JS check. */
async function expectAccepted(
  p: SitePage,
  email: string,
  { events, replies }: ReturnType<typeof watch>,
): Promise<void> {
  expect((await site.comments()).some((c) => c.comment_author_email === email)).toBe(true)
  expect(await sessionHasJsCheck()).toBe(true)
  expect(events.indexOf('save answered')).toBeGreaterThanOrEqual(0)
  expect(events.indexOf('save answered')).toBeLessThan(events.indexOf('comment sent'))
  // Accepted: the session row holds what the save carried (the body is gone once the page
  // has navigated).
  expect(replies).toEqual(replies.map(() => 200))
  expect(p.errors).toEqual([])
}

describe('alternative cookies: the start-up save goes at once, a submit racing it waits for it', () => {
  it.each(['rest', 'admin_ajax'] as const)(
    '%s: with no input at all, a save with ct_checkjs and the headless flag within the first second of ready',
    async (ajaxType) => {
      await site.setAntispam(
        { data__set_cookies: 2 },
        { bot_detector_enabled: 1, ajax_type: ajaxType },
      )
      await site.clearState()
      const { p, seen } = await open()
      try {
        await p.page.waitForNetworkIdle({ idleTime: 1000 })
        expect(seen.replies.length).toBeGreaterThanOrEqual(1)
        expect(seen.replies).toEqual(seen.replies.map(() => 200))
        const after = await firstSaveAfterReady(p)
        expect(after).not.toBeNull()
        expect(after!).toBeLessThan(1000)
        const rows = await sessionText()
        expect(rows).toMatch(/ct_checkjs/)
        expect(rows).toMatch(/apbct_headless/)
        expect(p.errors).toEqual([])
      } finally {
        await p.close()
      }
    },
    120_000,
  )

  it.each(['rest', 'admin_ajax'] as const)(
    '%s: a script submit right after load with no input at all is stored, after the save was answered',
    async (ajaxType) => {
      await site.setAntispam(
        { data__set_cookies: 2 },
        { bot_detector_enabled: 1, ajax_type: ajaxType },
      )
      await site.clearState()
      const { p, seen } = await open()
      try {
        const email = `held-${runId()}@example.com`
        await fillQuietly(p, email)
        await Promise.all([
          p.page.waitForNavigation({ waitUntil: 'load' }),
          p.page.evaluate(() =>
            document.querySelector<HTMLFormElement>('#commentform')!.requestSubmit(),
          ),
        ])
        await expectAccepted(p, email, seen)
      } finally {
        await p.close()
      }
    },
    120_000,
  )

  it('a focus, then Enter at once, right after load is stored', async () => {
    await site.setAntispam({ data__set_cookies: 2 }, { bot_detector_enabled: 1, ajax_type: 'rest' })
    await site.clearState()
    const { p, seen } = await open()
    try {
      const email = `enter-${runId()}@example.com`
      await fillQuietly(p, email)
      await Promise.all([
        p.page.waitForNavigation({ waitUntil: 'load' }),
        (async () => {
          await p.page.focus('#email')
          await p.page.keyboard.press('Enter')
        })(),
      ])
      await expectAccepted(p, email, seen)
    } finally {
      await p.close()
    }
  }, 120_000)
})

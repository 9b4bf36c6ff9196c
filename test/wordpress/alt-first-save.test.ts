import type { HTTPRequest } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { isAltSave as isAltSaveOf, useDifferential } from './differential'
import { altSessionId, openSitePage, runId, visitorLanguage, type SitePage } from './site'

// Issue 19: in the alternative cookie mode our runtime sends its first alt-sessions save at
// the visitor's first input (or submit), not at start-up, and holds a submit until that save
// is answered. The real server refuses a comment whose visitor has no `ct_checkjs` in its
// session ("Forbidden. Please, enable Javascript."), so a comment it stores proves the save
// landed first; the session row and the request order show it directly.
const { site, browser } = useDifferential()

const LANGUAGE = visitorLanguage(0)
const open = () =>
  openSitePage(browser(), site, site.pages.post.url, 'bramble', { acceptLanguage: LANGUAGE })

const isAltSave = (r: HTTPRequest) => isAltSaveOf(r.url(), r.postData())
const isComment = (r: HTTPRequest) => r.url().includes('wp-comments-post.php')

/** When each save was answered and when the comment POST left, in the order seen. */
function watch(p: SitePage) {
  const events: string[] = []
  const replies: number[] = []
  p.page.on('requestfinished', (r) => {
    if (!isAltSave(r)) return
    events.push('save answered')
    replies.push(r.response()?.status() ?? 0)
  })
  p.page.on('request', (r) => void (isComment(r) && events.push('comment sent')))
  return { events, replies }
}

/** The JS check in the visitor's session row on the server (the server writes others). */
async function sessionHasJsCheck(): Promise<boolean> {
  const id = altSessionId('127.0.0.1', await browser().userAgent(), LANGUAGE)
  const row = (await site.sessionsRows()).find((r) => r.id === id)
  return /ct_checkjs/.test(String(row?.value ?? ''))
}

/** Fills the comment form by script: no input event reaches the page. */
async function fillQuietly(p: SitePage, email: string): Promise<void> {
  await p.page.evaluate((email: string) => {
    const set = (sel: string, v: string) => {
      ;(document.querySelector(sel) as HTMLInputElement).value = v
    }
    set('#comment', `Sent right away ${email}, before any save went out.`)
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

describe('alternative cookies: the first save waits for the visitor, a submit waits for it', () => {
  it.each(['rest', 'admin_ajax'] as const)(
    '%s: no save without input; a script submit with no input at all is held until the save landed, and stored',
    async (ajaxType) => {
      await site.setAntispam(
        { data__set_cookies: 2 },
        { bot_detector_enabled: 1, ajax_type: ajaxType },
      )
      await site.clearState()
      const p = await open()
      try {
        const seen = watch(p)
        // A second of an untouched page (the runtime sent its start-up batch at 300 ms before).
        await p.page.waitForNetworkIdle({ idleTime: 1000 })
        expect(p.requests.filter(isAltSave)).toEqual([])
        expect(await sessionHasJsCheck()).toBe(false)
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

  it('a submit right after the first input (focus, then Enter at once) is held and stored', async () => {
    await site.setAntispam({ data__set_cookies: 2 }, { bot_detector_enabled: 1, ajax_type: 'rest' })
    await site.clearState()
    const p = await open()
    try {
      const seen = watch(p)
      await p.page.waitForNetworkIdle({ idleTime: 500 })
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

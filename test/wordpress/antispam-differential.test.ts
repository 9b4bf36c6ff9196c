import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { compareViews, type Side } from './derived-compare'
import { ALT_PERSON_REPORT_RULES, REPORT_RULES, reportView } from './derived-rules'
import { isAltSave, setAntispamMode, useDifferential } from './differential'
import { altSessionId, openSitePage, runId, visitorLanguage, type Flavour } from './site'
import { Visitor } from './visitor'

// The same comment, typed the same way, with the original anti-spam script and with ours, in
// each cookie mode with the bot detector off and on. The plugin's server (its cloud
// unreachable) records the request it would have sent: every value it derived from the
// original's signals must be there, equal value by value, from ours (the rules and their
// tolerances: derived-rules.ts; the bot zoo, zoo/zoo.test.ts, does the same for bots).
const { site, browser } = useDifferential()

/** The fewest report keys the original fills for this comment (an unread report has none). */
const MIN_REPORT_KEYS = 40

interface Run {
  /** The report's request as one view, with when the page was ready. */
  readonly report: Side
  /** Alt-sessions replies that refused the save. */
  readonly refusedSaves: string[]
  readonly stored: boolean
  readonly errors: string[]
  /** The id of the visitor's alternative-cookie session on the server. */
  readonly sessionId: string
}

type Reported = Pick<Run, 'report' | 'refusedSaves'>

/** The server learnt from ours every value it learnt from the original, value by value. */
function expectSameReport(original: Reported, bramble: Reported, alternative = false) {
  const { differences } = compareViews(
    original.report,
    bramble.report,
    alternative ? ALT_PERSON_REPORT_RULES : REPORT_RULES,
    MIN_REPORT_KEYS,
  )
  // Saves the server refused lose their values: said with the differences, to tell a lost
  // save from a value the script never wrote.
  const refused = `alt-sessions saves refused: original ${original.refusedSaves.length}, Bramble ${bramble.refusedSaves.length}`
  expect(differences, [...differences, refused].join('\n')).toEqual([])
}

/** When the page's document was ready (epoch ms). */
const readyAt = (page: Page) =>
  page.evaluate(
    () =>
      performance.timeOrigin +
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .domContentLoadedEventStart,
  )

/** The report whose request holds `text`, as one view; `tokens` are the run's own ids. */
async function reportWith(text: string, tokens: string[], originMs: number): Promise<Side> {
  const report = (await site.connectionReports()).find((r) => JSON.stringify(r.row).includes(text))
  expect(report, `no connection report with ${text}`).toBeDefined()
  return { values: reportView(report!.request, tokens), originMs }
}

/**
 * One visitor writes one comment on the post with `flavour`'s scripts. Visitors of one mode
 * run at the same time, each with its own Accept-Language (`visitor`), so each has its own
 * alternative-cookie session on the server.
 */
async function commentRun(flavour: Flavour, visitor: number): Promise<Run> {
  const acceptLanguage = visitorLanguage(visitor)
  const p = await openSitePage(browser(), site, site.pages.post.url, flavour, { acceptLanguage })
  const sessionId = altSessionId('127.0.0.1', await browser().userAgent(), acceptLanguage)
  try {
    const refused: string[] = []
    const pending: Promise<void>[] = []
    p.page.on('response', (r) => {
      if (!isAltSave(r.url(), r.request().postData())) return
      pending.push(
        r.text().then(
          (t) => void (t.includes('"success":false') && refused.push(t)),
          () => undefined,
        ),
      )
    })
    const id = runId()
    const email = `diff-${id}@example.com`
    const hands = new Visitor(p.page)
    await hands.fill('#comment', `A comment ${id} typed by hand, to compare what is kept.`)
    // Both attach the visible-fields input 1 s after the page is ready.
    await p.page.waitForSelector('#apbct_visible_fields_0', { timeout: 15_000 })
    await hands.fill('#author', `Differential ${id}`)
    await hands.fill('#email', email)
    await p.page.waitForNetworkIdle({ idleTime: 500 })
    const originMs = await readyAt(p.page)
    await Promise.all([p.page.waitForNavigation({ waitUntil: 'load' }), hands.click('#submit')])
    await Promise.all(pending)
    const report = await reportWith(email, [id], originMs)
    const stored = (await site.comments()).some((c) => c.comment_author_email === email)
    return { report, refusedSaves: refused, stored, errors: p.errors, sessionId }
  } finally {
    await p.close()
  }
}

const MODES = [
  ['native', 1, 'admin_ajax'],
  ['alternative', 2, 'admin_ajax'],
  ['alternative', 2, 'rest'],
  ['none', 3, 'admin_ajax'],
] as const

describe.each([0, 1])('the anti-spam server with the detector %s', (detector) => {
  it.each(MODES)(
    'cookies %s (%s, %s): Bramble gives the server every value the original gives it',
    async (_mode, setCookies, ajaxType) => {
      await setAntispamMode(site, setCookies, detector, ajaxType)
      const [original, bramble] = await Promise.all([
        commentRun('original', 0),
        commentRun('bramble', 1),
      ])
      if (setCookies === 2) {
        // Each visitor's values were kept in a session of its own, not in a shared one.
        const sessions = (await site.sessionsRows()).map((r) => r.id)
        expect(sessions).toContain(original.sessionId)
        expect(sessions).toContain(bramble.sessionId)
      }
      expect(original.stored).toBe(true)
      expect(bramble.stored).toBe(true)
      expectSameReport(original, bramble, setCookies === 2)
      expect(bramble.refusedSaves).toEqual([])
      expect(bramble.errors).toEqual([])
    },
    180_000,
  )
})

describe('a site whose key lapsed (data__key_is_ok 0)', () => {
  // The plugin re-checks its key against its cloud and can mark it not OK on a live site.
  // The original then leaves out its pointer, first-key and scroll gathering only: the JS
  // check and the start-up values still reach the server, which refuses a post without them.
  it.each(MODES)(
    'cookies %s (%s, %s): both comments are stored and the server learns the same values',
    async (_mode, setCookies, ajaxType) => {
      await site.setAntispam(
        { data__set_cookies: setCookies },
        { key_is_ok: 0, bot_detector_enabled: 0, ajax_type: ajaxType },
      )
      await site.clearState()
      try {
        // The page tells the scripts the key is not OK (else this tests nothing new).
        const p = await openSitePage(browser(), site, site.pages.post.url, 'original')
        const printed = await p.page
          .evaluate(() => (window as unknown as { ctPublic: Record<string, unknown> }).ctPublic)
          .finally(() => p.close())
        expect(printed.data__key_is_ok).toBeFalsy()
        const [original, bramble] = await Promise.all([
          commentRun('original', 0),
          commentRun('bramble', 1),
        ])
        expect(original.stored).toBe(true)
        expect(bramble.stored).toBe(true)
        expectSameReport(original, bramble, setCookies === 2)
        expect(bramble.refusedSaves).toEqual([])
        expect(bramble.errors).toEqual([])
      } finally {
        await site.setAntispam({}, { key_is_ok: 1 })
      }
    },
    180_000,
  )
})

describe('the email decoder through the real endpoint (cloud unreachable)', () => {
  /** Clicks the encoded address of the post; gives the decoder's message and what is shown. */
  async function decode(flavour: Flavour, visitor: number) {
    const p = await openSitePage(browser(), site, site.pages.post.url, flavour, {
      acceptLanguage: visitorLanguage(visitor),
    })
    try {
      await p.page.waitForNetworkIdle({ idleTime: 500 })
      await p.page.click('a[data-original-string]')
      const message = await p.page.waitForFunction(
        () => /email decoder: [^\n]+/.exec(document.body.innerText)?.[0],
        { timeout: 15_000 },
      )
      const text = (await message.jsonValue()) as string
      // Both hide the message after 3 s.
      await p.page.waitForFunction(() => !/email decoder: /.test(document.body.innerText), {
        timeout: 15_000,
      })
      const link = await p.page.$eval('a[data-original-string]', (a) => a.textContent)
      return { text: text.trim(), link, errors: p.errors }
    } finally {
      await p.close()
    }
  }

  it('shows the same outcome as the original', async () => {
    await site.setAntispam({ data__set_cookies: 1 }, { bot_detector_enabled: 0 })
    const [original, bramble] = await Promise.all([decode('original', 0), decode('bramble', 1)])
    expect(original.text).toContain('Cannot connect')
    expect(bramble.text).toBe(original.text)
    expect(bramble.link).toBe(original.link)
    expect(bramble.errors).toEqual([])
  })
})

describe('the email checks on a form-builder page', () => {
  /** Fills the contact form as a visitor; gives the email-check calls made, and after submit. */
  async function checks(flavour: Flavour, visitor: number, ids: Record<string, number>) {
    const form = site.pages.forms.contactform!
    const p = await openSitePage(browser(), site, form.url, flavour, {
      acceptLanguage: visitorLanguage(visitor),
    })
    try {
      const calls = () =>
        p.requests.filter((r) =>
          /check_email_(before|exist)_post|apbct_email_check_(before|exist)_post/.test(
            r.url() + (r.postData() ?? ''),
          ),
        ).length
      const visitor = new Visitor(p.page)
      await visitor.fill(`#nf-field-${ids.name}`, 'Mail Checker')
      await p.page.waitForSelector('#apbct_visible_fields_0', { timeout: 15_000 })
      const email = `checker-${runId()}@example.com`
      await visitor.fill(`#nf-field-${ids.email}`, email)
      await visitor.fill(`#nf-field-${ids.message}`, 'Leaving the email field checks it.')
      await p.page.waitForNetworkIdle({ idleTime: 800 })
      const onLeave = calls()
      const reply = p.page.waitForResponse((r) =>
        (r.request().postData() ?? '').includes('action=nf_ajax_submit'),
      )
      await visitor.click(
        '.nf-form-content input[type=submit], .nf-form-content input[type=button]',
      )
      await reply
      await p.page.waitForNetworkIdle({ idleTime: 800 })
      const report = await reportWith(email, [email], await readyAt(p.page))
      return { onLeave, total: calls(), report }
    } finally {
      await p.close()
    }
  }

  it('makes as many calls as the original (we made two where it makes one); the submission gives the server the same values', async () => {
    await site.clearState()
    await site.setAntispam(
      { data__set_cookies: 1, data__email_check_before_post: 1, data__email_check_exist_post: 1 },
      { bot_detector_enabled: 0 },
    )
    const form = site.pages.forms.contactform!
    const ids = Object.fromEntries((await site.formFields(form.formId)).map((f) => [f.key, f.id]))
    const [original, bramble] = await Promise.all([
      checks('original', 0, ids),
      checks('bramble', 1, ids),
    ])
    expect(original.onLeave).toBeGreaterThan(0)
    expect([bramble.onLeave, bramble.total]).toEqual([original.onLeave, original.total])
    expectSameReport({ ...original, refusedSaves: [] }, { ...bramble, refusedSaves: [] })
  })
})

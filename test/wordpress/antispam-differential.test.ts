import type { HTTPResponse } from 'puppeteer'
import { afterAll, describe, expect, it } from 'vitest'
import { useBrowser } from '../support/browser'
import {
  altSessionId,
  ANTISPAM_DEFAULTS,
  openSitePage,
  runId,
  useSite,
  visitorLanguage,
  type Flavour,
} from './site'
import { Visitor } from './visitor'

// The same comment, typed the same way, with the original anti-spam script and with ours, in
// each cookie mode with the bot detector off and on. The plugin's server (its cloud
// unreachable) records the request it would have sent: every value it derived from the
// original's signals must be there, with the same type, from ours.
const site = useSite()
const browser = useBrowser()

afterAll(async () => {
  await site.setAntispam(ANTISPAM_DEFAULTS.settings, {
    ...ANTISPAM_DEFAULTS.data,
    ajax_type: 'admin_ajax',
  })
  await site.clearState()
})

/** What the server derives from the page's signals (its `sender_info`), and `js_on`. */
const DERIVED = [
  'checkjs_data_cookies',
  'checkjs_data_post',
  'REFFERRER_PREVIOUS',
  'page_hits',
  'mouse_cursor_positions',
  'js_timezone',
  'key_press_timestamp',
  'page_set_timestamp',
  'form_visible_inputs',
  'apbct_visible_fields',
  'form_invisible_inputs',
  'apbct_invisible_fields',
  'pixel_url',
  'email_check',
  'screen_info',
  'has_scrolled',
  'mouse_moved',
  'emulations_headless_mode',
  'has_key_up',
  'has_input_focused',
  'no_cookie_data_taken',
  'submit_time_calculation_enabled',
  'ct_gathering_loaded',
  'typo',
]

/** The report's request stores JSON inside escaped JSON: unescape until it parses. */
function deepJson(text: unknown): Record<string, unknown> | null {
  let s = typeof text === 'string' ? text : JSON.stringify(text)
  for (let i = 0; i < 8; i++) {
    try {
      const v: unknown = JSON.parse(s)
      if (v && typeof v === 'object') return v as Record<string, unknown>
      if (typeof v !== 'string') return null
      s = v
      continue
    } catch {
      s = s.replace(/\\(.)/gs, '$1')
    }
  }
  return null
}

const filled = (v: unknown) =>
  v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)

interface Run {
  readonly derived: Record<string, unknown>
  readonly jsOn: unknown
  /** Alt-sessions replies that refused the save. */
  readonly refusedSaves: string[]
  readonly stored: boolean
  readonly errors: string[]
  /** The id of the visitor's alternative-cookie session on the server. */
  readonly sessionId: string
}

/** Every value the server derived from the original's signals is there, typed alike, from ours. */
function expectSameDerived(original: Pick<Run, 'derived' | 'jsOn'>, bramble: typeof original) {
  expect(bramble.jsOn).toBe(original.jsOn)
  for (const key of DERIVED) {
    const o = original.derived[key]
    const b = bramble.derived[key]
    if (!filled(o)) continue
    const say = `${key}: original ${JSON.stringify(o)}, Bramble ${JSON.stringify(b)}`
    expect(filled(b), say).toBe(true)
    expect(typeof b, say).toBe(typeof o)
  }
}

/** The report whose request holds `text`, read as the server's request to its cloud. */
async function reportWith(text: string): Promise<Pick<Run, 'derived' | 'jsOn'>> {
  const report = (await site.connectionReports()).find((r) => JSON.stringify(r.row).includes(text))
  expect(report, `no connection report with ${text}`).toBeDefined()
  const request = deepJson(report!.row.request_content) ?? {}
  const sender = deepJson(request.sender_info) ?? {}
  return { derived: Object.fromEntries(DERIVED.map((k) => [k, sender[k]])), jsOn: request.js_on }
}

const isAltSave = (r: HTTPResponse) =>
  r.url().includes('alt_sessions') ||
  (r.url().includes('admin-ajax.php') &&
    (r.request().postData() ?? '').includes('apbct_alt_session__save__AJAX'))

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
      if (!isAltSave(r)) return
      pending.push(
        r.text().then(
          (t) => void (t.includes('"success":false') && refused.push(t)),
          () => undefined,
        ),
      )
    })
    const id = runId()
    const email = `diff-${flavour}-${id}@example.com`
    const hands = new Visitor(p.page)
    await hands.fill('#comment', `A comment ${id} typed by hand, to compare what is kept.`)
    // Both attach the visible-fields input 1 s after the page is ready.
    await p.page.waitForSelector('#apbct_visible_fields_0', { timeout: 15_000 })
    await hands.fill('#author', `Differential ${id}`)
    await hands.fill('#email', email)
    await p.page.waitForNetworkIdle({ idleTime: 500 })
    await Promise.all([p.page.waitForNavigation({ waitUntil: 'load' }), hands.click('#submit')])
    await Promise.all(pending)
    const { derived, jsOn } = await reportWith(email)
    const stored = (await site.comments()).some((c) => c.comment_author_email === email)
    return { derived, jsOn, refusedSaves: refused, stored, errors: p.errors, sessionId }
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
      await site.setAntispam(
        { data__set_cookies: setCookies },
        { bot_detector_enabled: detector, ajax_type: ajaxType },
      )
      await site.clearState()
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
      expectSameDerived(original, bramble)
      expect(bramble.refusedSaves).toEqual([])
      expect(bramble.errors).toEqual([])
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
      return { onLeave, total: calls(), report: await reportWith(email) }
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
    expectSameDerived(original.report, bramble.report)
  })
})

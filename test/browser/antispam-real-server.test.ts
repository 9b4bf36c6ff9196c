import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import {
  altSessionValues,
  readAltSessionsSave,
  readVisibleFields,
  type RecordedRequest,
} from '../../sim/server'
import { openFixture, type OpenedPage } from '../support/browser'
import { useBrowser } from './antispam-page'

// What the anti-spam plugin's 6.85 server makes of the comment page's signals, through the
// mock's copies of its readers (checked against a real WordPress, docs/real-server.md).
const browser = useBrowser()

const formFields = (r: RecordedRequest): Record<string, string> =>
  'fields' in r.body ? (r.body.fields as Record<string, string>) : {}

const isAlt = (r: RecordedRequest) =>
  r.path.endsWith('/alt_sessions') || formFields(r).action === 'apbct_alt_session__save__AJAX'
/** Moves and types as a visitor would (the fixture page is too short to scroll). */
async function comment(page: Page): Promise<void> {
  await page.mouse.move(40, 40)
  await page.mouse.move(220, 260, { steps: 8 })
  await page.click('#comment')
  await page.keyboard.type('A comment typed key by key.', { delay: 5 })
  await page.click('#author')
  await page.keyboard.type('Jo Tester', { delay: 5 })
  await page.click('#email')
  await page.keyboard.type('jo@example.com', { delay: 5 })
}

/** Submits the comment form and gives the POST the server received. */
async function submit(p: OpenedPage): Promise<RecordedRequest> {
  await Promise.all([p.page.waitForNavigation().catch(() => undefined), p.page.click('#submit')])
  const post = p.site.context.requests.find(
    (r) => r.method === 'POST' && r.path === '/wp-comments-post.php',
  )
  expect(post).toBeDefined()
  return post!
}

const cookiesOf = (r: RecordedRequest) =>
  Object.fromEntries(
    (r.headers.cookie ?? '')
      .split(/;\s*/)
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), decodeURIComponent(c.slice(c.indexOf('=') + 1))]),
  )

describe('dist/antispam.js as the 6.85 server reads it', () => {
  it.each(['rest', 'admin_ajax'] as const)(
    'alternative mode (%s): every alt-sessions save is accepted and the JS check is kept',
    async (ajaxType) => {
      const p = await openFixture(browser(), 'comment-form', {
        knobs: { cookieMode: 'alternative', ajaxType },
      })
      try {
        // The first save goes out at start-up; the visitor then writes a comment.
        await comment(p.page)
        await p.page.waitForNetworkIdle({ idleTime: 500 })
        const saves = p.site.context.requests.filter(isAlt)
        expect(saves.length).toBeGreaterThanOrEqual(1)
        // The start-up batch held ct_screen_info as JSON text: refused whole, ct_checkjs
        // lost with it, and the server then refused the comment ("enable Javascript").
        for (const save of saves)
          expect(readAltSessionsSave(formFields(save).cookies, ajaxType)).toMatchObject({
            ok: true,
          })
        const kept = altSessionValues(p.site.context)
        expect(kept).toMatchObject({
          ct_checkjs: '1234567890',
          apbct_headless: true,
          ct_fkp_timestamp: expect.any(Number),
          ct_has_input_focused: true,
          ct_has_key_up: true,
          ct_mouse_moved: true,
          apbct_pixel_url: expect.stringMatching(/^http.*\.gif$/),
        })
        expect(kept.ct_ps_timestamp).toBeGreaterThan(1_700_000_000)
      } finally {
        await p.close()
      }
    },
  )

  it('native mode: the server finds the visible fields of the submitted comment', async () => {
    const p = await openFixture(browser(), 'comment-form', { knobs: { cookieMode: 'native' } })
    try {
      // The form scan adds the input 1000 ms after ready, input or not (spec §9).
      await comment(p.page)
      await p.page.waitForSelector('#apbct_visible_fields_0')
      const post = await submit(p)
      const cookies = cookiesOf(post)
      // A per-form cookie written on submit hid the field from the server, which then sent
      // apbct_visible_fields and form_visible_inputs to its cloud as null.
      expect(Object.keys(cookies).filter((n) => n.startsWith('apbct_visible_fields'))).toEqual([])
      expect(readVisibleFields({ mode: 'native', cookies, post: formFields(post) })).toEqual({
        visible_fields: 'comment author email',
        visible_fields_count: 3,
        invisible_fields: 'comment_post_ID comment_parent',
        invisible_fields_count: 2,
      })
    } finally {
      await p.close()
    }
  })

  it('mode none: the no-cookie field carries the types the original sends, and the record', async () => {
    const p = await openFixture(browser(), 'comment-form', { knobs: { cookieMode: 'none' } })
    try {
      // The form scan adds the input 1000 ms after ready, input or not (spec §9).
      await comment(p.page)
      await p.page.waitForSelector('#apbct_visible_fields_0')
      const post = await submit(p)
      const raw = formFields(post).ct_no_cookie_hidden_field!
      const data = JSON.parse(
        Buffer.from(raw.slice('_ct_no_cookie_data_'.length), 'base64').toString('utf8'),
      ) as Record<string, unknown>
      // Each was a string: the server passes these on with their type.
      expect(data).toMatchObject({
        ct_checkjs: 1234567890,
        ct_mouse_moved: true,
        ct_has_key_up: 'true',
        ct_has_input_focused: 'true',
        apbct_page_hits: 1,
        apbct_existing_visitor: 1,
        collecting_user_activity_data: [],
      })
      expect(data).not.toHaveProperty('ct_gathering_loaded')
      expect(
        readVisibleFields({
          mode: 'none',
          cookies: {},
          post: formFields(post),
          stored: data.apbct_visible_fields,
        }),
      ).toEqual({
        visible_fields: 'comment author email',
        visible_fields_count: 3,
        invisible_fields:
          'comment_post_ID comment_parent apbct_visible_fields ct_no_cookie_hidden_field',
        invisible_fields_count: 4,
      })
    } finally {
      await p.close()
    }
  })

  it('apbct_page_hits counts the pages of a tab session, from 1 in a new tab', async () => {
    const p = await openFixture(browser(), 'comment-form', { knobs: { cookieMode: 'none' } })
    const hits = (page: Page) =>
      page.evaluate(() => JSON.parse(localStorage.getItem('apbct_page_hits') ?? 'null')?.value)
    try {
      await p.page.waitForFunction(() => localStorage.getItem('apbct_page_hits') !== null)
      expect(await hits(p.page)).toBe('1')
      await p.page.reload({ waitUntil: 'load' })
      await p.page.waitForFunction(() => sessionStorage.getItem('apbct_session_id') !== null)
      expect(await hits(p.page)).toBe('2')
      // A new tab is a new session: the original starts again at 1 (ours grew to 3).
      const tab = await p.page.browserContext().newPage()
      await tab.goto(p.page.url(), { waitUntil: 'load' })
      await tab.waitForFunction(() => sessionStorage.getItem('apbct_session_id') !== null)
      expect(await hits(tab)).toBe('1')
    } finally {
      await p.close()
    }
  })
})

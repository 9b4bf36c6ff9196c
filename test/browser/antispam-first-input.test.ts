import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import type { RecordedRequest } from '../../sim/server/site-context'
import { openFixture, type OpenedPage } from '../support/browser'
import {
  decodeNoCookie,
  decodeVisibleFields,
  DETECTOR_ON,
  fieldsOf,
  received,
} from './antispam-integrations-support'
import { useBrowser } from './antispam-page'

// The form scan runs at the later of ready + 1000 ms and the visitor's first input
// (docs/antispam.md). These are the ways a form leaves the page without such input: each
// must run the waiting scan first, or the server gets no visible fields (and, in mode none,
// no signals at all: "Forbidden. Please, enable Javascript.").
const browser = useBrowser()

const isComment = (r: RecordedRequest) => r.method === 'POST' && r.path === '/wp-comments-post.php'

/** Resolves once the scan waits for an input: ready + 1000 ms passed, the backstops armed. */
async function scanWaiting(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !String(HTMLFormElement.prototype.submit).includes('[native code]'),
  )
  expect(await page.$('#apbct_visible_fields_0')).toBeNull()
}

/** Fills the comment form as a script does: values only, no event. */
async function fillByScript(page: Page): Promise<void> {
  await page.evaluate(() => {
    const set = (id: string, value: string) =>
      ((document.getElementById(id) as HTMLInputElement).value = value)
    set('comment', 'Sent by a script.')
    set('author', 'Jo Script')
    set('email', 'jo@example.com')
  })
}

async function sentComment(p: OpenedPage, send: () => Promise<unknown>) {
  await Promise.all([p.page.waitForNavigation(), send()])
  const post = p.site.context.requests.find(isComment)
  expect(post).toBeDefined()
  return fieldsOf(post!)
}

describe('the form scan waits for the visitor’s first input', () => {
  it('with no input, no scan in the first 1.5 s after load: no input added, no chunk fetched', async () => {
    const p = await openFixture(browser(), 'comment-form', {
      knobs: { cookieMode: 'none' },
      virtualTime: true,
    })
    try {
      await p.advance(1500)
      expect(await p.page.$('input[name="apbct_visible_fields"]')).toBeNull()
      expect(await p.page.$('input[name="ct_no_cookie_hidden_field"]')).toBeNull()
      expect(p.fetchedBundles()).toEqual(['antispam.js'])
      // The first input scans at once, and only then is the watch for later forms fetched.
      await p.page.focus('#comment')
      expect(await p.page.$('#commentform #apbct_visible_fields_0')).not.toBeNull()
      expect(await p.page.$('#commentform input[name="ct_no_cookie_hidden_field"]')).not.toBeNull()
      await p.advance(500)
      expect(p.fetchedBundles()).toEqual(['antispam.js', 'antispam-form-watch.js'])
    } finally {
      await p.close()
    }
  })

  it.each(['native', 'none'] as const)(
    'mode %s: a script’s form.submit() with no visitor input carries the visible fields',
    async (cookieMode) => {
      const p = await openFixture(browser(), 'comment-form', { knobs: { cookieMode } })
      try {
        await scanWaiting(p.page)
        await fillByScript(p.page)
        // The comment form's button is named "submit", which hides form.submit: scripts
        // call the prototype's method, as this does.
        const fields = await sentComment(p, () =>
          p.page.evaluate(() =>
            HTMLFormElement.prototype.submit.call(document.getElementById('commentform')),
          ),
        )
        expect(decodeVisibleFields(fields.apbct_visible_fields)).toMatchObject({
          visible_fields: 'comment author email',
          visible_fields_count: 3,
        })
        if (cookieMode === 'none')
          expect(decodeNoCookie(fields.ct_no_cookie_hidden_field)).toHaveProperty('ct_checkjs')
        else expect(fields).not.toHaveProperty('ct_no_cookie_hidden_field')
      } finally {
        await p.close()
      }
    },
  )

  it('a script’s requestSubmit() with no visitor input carries the visible fields', async () => {
    const p = await openFixture(browser(), 'comment-form', { knobs: { cookieMode: 'none' } })
    try {
      await scanWaiting(p.page)
      await fillByScript(p.page)
      const fields = await sentComment(p, () =>
        p.page.evaluate(() =>
          (document.getElementById('commentform') as HTMLFormElement).requestSubmit(),
        ),
      )
      expect(decodeVisibleFields(fields.apbct_visible_fields).visible_fields_count).toBe(3)
      expect(decodeNoCookie(fields.ct_no_cookie_hidden_field)).toHaveProperty('ct_checkjs')
    } finally {
      await p.close()
    }
  })

  it('a submit by the Enter key carries the visible fields', async () => {
    const p = await openFixture(browser(), 'comment-form', { knobs: { cookieMode: 'native' } })
    try {
      await scanWaiting(p.page)
      await fillByScript(p.page)
      await p.page.focus('#email')
      const fields = await sentComment(p, () => p.page.keyboard.press('Enter'))
      expect(decodeVisibleFields(fields.apbct_visible_fields).visible_fields).toBe(
        'comment author email',
      )
    } finally {
      await p.close()
    }
  })

  it('a request hook reading the visible-fields input runs the waiting scan (nf_ajax_submit by fetch)', async () => {
    const p = await openFixture(browser(), 'contact-form-7', DETECTOR_ON)
    try {
      const { page } = p
      await scanWaiting(page)
      const sent = await page.evaluate(async () => {
        const cont = document.createElement('div')
        cont.id = 'nf-form-3-cont'
        cont.innerHTML =
          '<form><div class="nf-form-content"><input name="nf-field-7"><input name="nf-field-8" type="email"></div></form>'
        document.body.appendChild(cont)
        const body = new URLSearchParams({
          action: 'nf_ajax_submit',
          security: '590cf59449',
          formData: JSON.stringify({ id: '3', fields: { 7: { value: 'x', id: 7 } } }),
        })
        return (await fetch('/wp-admin/admin-ajax.php', { method: 'POST', body })).status
      })
      expect(sent).toBe(200)
      const fields = fieldsOf(await received(p, (r) => fieldsOf(r).action === 'nf_ajax_submit'))
      expect(decodeVisibleFields(fields.apbct_visible_fields).visible_fields).toBe(
        'nf-field-7 nf-field-8',
      )
    } finally {
      await p.close()
    }
  })
})

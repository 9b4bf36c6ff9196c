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

// A visitor who never touches the page (most often a bot) gives the server what the original
// gives it, at the same time after load (spec §9, issue 26): the form scan 1000 ms after
// ready, the no-cookie field from ready in mode none, the alternative mode's start-up save at
// once. Every test here gives the page NO input at all (no pointer, key, touch or focus),
// unless it says so; all run on virtual time, so "before 1000 ms" is exact.
const browser = useBrowser()

const MODES = ['native', 'none', 'alternative'] as const
const TRANSPORTS = ['rest', 'admin_ajax'] as const
const MATRIX = MODES.flatMap((mode) => TRANSPORTS.map((t) => [mode, t] as const))

const isComment = (r: RecordedRequest) => r.method === 'POST' && r.path === '/wp-comments-post.php'
const isAlt = (r: RecordedRequest) =>
  r.path.endsWith('/alt_sessions') || fieldsOf(r).action === 'apbct_alt_session__save__AJAX'
const inputOf = (page: Page, form: string, name: string) =>
  page
    .$eval(`${form} input[name="${name}"]`, (i) => (i as HTMLInputElement).value)
    .catch(() => null)

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

/** Before the scan at 1000 ms: no visible-fields input yet (time stands still until advance). */
async function beforeScan(p: OpenedPage): Promise<void> {
  expect(await p.page.$('#apbct_visible_fields_0')).toBeNull()
}

describe('no input at all: what the page holds and sends at the spec’s times', () => {
  it.each(MATRIX)(
    'mode %s, %s: no-cookie field from ready (mode none), visible fields at 1000 ms, start-up save in the first second (alternative)',
    async (cookieMode, ajaxType) => {
      const p = await openFixture(browser(), 'comment-form', {
        knobs: { cookieMode, ajaxType },
        virtualTime: true,
      })
      try {
        const noCookie = await inputOf(p.page, '#commentform', 'ct_no_cookie_hidden_field')
        if (cookieMode === 'none') expect(decodeNoCookie(noCookie!)).toHaveProperty('ct_checkjs')
        else expect(noCookie).toBeNull()
        // A GET form the page adds before the scan.
        await p.page.evaluate(() =>
          document.body.insertAdjacentHTML(
            'beforeend',
            '<form id="search" method="get" action="/"><input name="s"></form>',
          ),
        )
        await p.advance(990)
        await beforeScan(p)
        await p.advance(20)
        const visible = await inputOf(p.page, '#commentform', 'apbct_visible_fields')
        expect(decodeVisibleFields(visible!)).toMatchObject({
          visible_fields: 'comment author email',
          visible_fields_count: 3,
        })
        // The GET form gets neither, as with the original (its scan skips GET forms).
        expect(await inputOf(p.page, '#search', 'apbct_visible_fields')).toBeNull()
        expect(await inputOf(p.page, '#search', 'ct_no_cookie_hidden_field')).toBeNull()
        const saves = p.site.context.requests.filter(isAlt)
        if (cookieMode !== 'alternative') return expect(saves).toEqual([])
        // Within the first second, answered: the headless flag, ct_checkjs, the timestamps.
        expect(saves.length).toBeGreaterThanOrEqual(1)
        expect(saves[0]!.path).toBe(
          ajaxType === 'rest'
            ? '/wp-json/cleantalk-antispam/v1/alt_sessions'
            : '/wp-admin/admin-ajax.php',
        )
        const first = JSON.parse(fieldsOf(saves[0]).cookies!) as Record<string, unknown>
        expect(first).toMatchObject({ ct_checkjs: 1234567890, apbct_headless: true })
        expect(typeof first.ct_ps_timestamp).toBe('number')
        // Sent without the transport chunk: the first 3 s fetch antispam.js alone.
        expect(p.fetchedBundles()).toEqual(['antispam.js'])
      } finally {
        await p.close()
      }
    },
  )

  it.each(MODES)(
    'mode %s: the Contact Form 7 form gets its visible-fields input at 1000 ms',
    async (cookieMode) => {
      const p = await openFixture(browser(), 'contact-form-7', {
        knobs: { cookieMode },
        virtualTime: true,
      })
      try {
        await p.advance(990)
        expect(await p.page.$('form.wpcf7-form input[name="apbct_visible_fields"]')).toBeNull()
        await p.advance(20)
        const value = await inputOf(p.page, 'form.wpcf7-form', 'apbct_visible_fields')
        expect(decodeVisibleFields(value!).visible_fields).toContain('your-name your-email')
      } finally {
        await p.close()
      }
    },
  )
})

describe('a form sent before the scan at 1000 ms runs it first (the backstops)', () => {
  it.each(['native', 'none'] as const)(
    'mode %s: a script’s form.submit() carries the visible fields',
    async (cookieMode) => {
      const p = await openFixture(browser(), 'comment-form', {
        knobs: { cookieMode },
        virtualTime: true,
      })
      try {
        await beforeScan(p)
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

  it('a script’s requestSubmit() carries the visible fields and the no-cookie field', async () => {
    const p = await openFixture(browser(), 'comment-form', {
      knobs: { cookieMode: 'none' },
      virtualTime: true,
    })
    try {
      await beforeScan(p)
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

  it('a submit by the Enter key: the focus does not run the scan, the submit does', async () => {
    const p = await openFixture(browser(), 'comment-form', {
      knobs: { cookieMode: 'native' },
      virtualTime: true,
    })
    try {
      await fillByScript(p.page)
      await p.page.focus('#email')
      // The focus is no trigger: the backstop the submit runs is what adds the input.
      await beforeScan(p)
      const fields = await sentComment(p, () => p.page.keyboard.press('Enter'))
      expect(decodeVisibleFields(fields.apbct_visible_fields).visible_fields).toBe(
        'comment author email',
      )
    } finally {
      await p.close()
    }
  })

  it('a synthetic submit event (a page script that then sends the form itself) runs the scan', async () => {
    const p = await openFixture(browser(), 'comment-form', {
      knobs: { cookieMode: 'native' },
      virtualTime: true,
    })
    try {
      await beforeScan(p)
      await p.page.evaluate(() =>
        document
          .getElementById('commentform')!
          .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
      )
      const visible = await inputOf(p.page, '#commentform', 'apbct_visible_fields')
      expect(decodeVisibleFields(visible!).visible_fields_count).toBe(3)
    } finally {
      await p.close()
    }
  })

  it('a request hook reading the visible-fields input runs the scan (nf_ajax_submit by fetch)', async () => {
    const p = await openFixture(browser(), 'contact-form-7', DETECTOR_ON)
    try {
      const { page } = p
      const sent = await page.evaluate(async () => {
        // Before the scan at 1000 ms (checked in the page, in the same task as the send).
        const scanned = !!document.getElementById('apbct_visible_fields_0')
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
        return {
          scanned,
          status: (await fetch('/wp-admin/admin-ajax.php', { method: 'POST', body })).status,
        }
      })
      expect(sent).toEqual({ scanned: false, status: 200 })
      const fields = fieldsOf(await received(p, (r) => fieldsOf(r).action === 'nf_ajax_submit'))
      expect(decodeVisibleFields(fields.apbct_visible_fields).visible_fields).toBe(
        'nf-field-7 nf-field-8',
      )
    } finally {
      await p.close()
    }
  })
})

describe('paths no backstop sees carry what the original’s would, at the same time', () => {
  const CASES = (['native', 'none'] as const).flatMap((mode) =>
    (['a submit saved before the runtime', 'another frame’s submit'] as const).map(
      (how) => [mode, how] as const,
    ),
  )
  it.each(CASES)(
    'mode %s: fetch, XHR and sendBeacon with the form’s data, then %s, after 1000 ms',
    async (cookieMode, how) => {
      const p = await openFixture(browser(), 'comment-form', {
        knobs: { cookieMode },
        virtualTime: true,
        // Saved before any script of the page: the runtime never wraps this reference.
        beforeLoad: (page) =>
          page
            .evaluateOnNewDocument(() => {
              ;(window as unknown as { savedSubmit: unknown }).savedSubmit =
                HTMLFormElement.prototype.submit
            })
            .then(() => undefined),
      })
      try {
        await fillByScript(p.page)
        // Mode none: the no-cookie field is there from ready, whatever sends the form.
        if (cookieMode === 'none')
          expect(
            decodeNoCookie(
              (await inputOf(p.page, '#commentform', 'ct_no_cookie_hidden_field')) ?? undefined,
            ),
          ).toHaveProperty('ct_checkjs')
        await p.advance(1010)
        await p.page.evaluate(async () => {
          const form = document.getElementById('commentform') as HTMLFormElement
          const url = '/wp-comments-post.php'
          await fetch(url, { method: 'POST', body: new FormData(form) })
          await new Promise((done) => {
            const xhr = new XMLHttpRequest()
            xhr.open('POST', url)
            xhr.onloadend = done
            // As jQuery's $.ajax($(form).serialize()) sends it: urlencoded.
            xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded')
            xhr.send(
              new URLSearchParams(
                new FormData(form) as unknown as Record<string, string>,
              ).toString(),
            )
          })
          navigator.sendBeacon(url, new FormData(form))
        })
        await p.advance(100)
        await Promise.all([
          p.page.waitForNavigation(),
          p.page.evaluate((frame) => {
            const form = document.getElementById('commentform')!
            if (!frame)
              return (window as unknown as { savedSubmit: () => void }).savedSubmit.call(form)
            const f = document.body.appendChild(document.createElement('iframe'))
            const other = f.contentWindow as unknown as { HTMLFormElement: typeof HTMLFormElement }
            other.HTMLFormElement.prototype.submit.call(form)
          }, how === 'another frame’s submit'),
        ])
        const posts = p.site.context.requests.filter(isComment).map(fieldsOf)
        expect(posts).toHaveLength(4)
        for (const fields of posts) {
          expect(decodeVisibleFields(fields.apbct_visible_fields).visible_fields_count).toBe(3)
          if (cookieMode === 'none')
            expect(decodeNoCookie(fields.ct_no_cookie_hidden_field)).toHaveProperty('ct_checkjs')
          else expect(fields).not.toHaveProperty('ct_no_cookie_hidden_field')
        }
      } finally {
        await p.close()
      }
    },
  )
})

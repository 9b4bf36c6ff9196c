import { describe, expect, it } from 'vitest'
import type { RecordedRequest } from '../../sim/server'
import { openFixture, useBrowser, type FixtureOptions, type OpenedPage } from '../support/browser'

const browser = useBrowser()

const fieldsOf = (r: RecordedRequest) =>
  (r.body as { fields?: Record<string, string> }).fields ?? {}
const calls = (p: OpenedPage, action: string) =>
  p.site.context.requests.filter((r) => fieldsOf(r).action === action)
const posts = (p: OpenedPage, path: string) =>
  p.site.context.requests.filter((r) => r.method === 'POST' && r.path.endsWith(path))

const EXTERNAL = '/external/subscribe'
const INTERNAL = '/send.php'
const COMMENT = '*** Forbidden. Sender blacklisted. Anti-Spam by CleanTalk. ***'

// On virtual time: the scan's 1 s delay and the "nothing more" waits cost no wall time, and
// every request the page started has landed when `advance` returns.
const open = (fixture: string, options: FixtureOptions = {}) =>
  openFixture(browser(), fixture, { ...options, virtualTime: true })

/** Lets the form scan (1000 ms after ready) pass; it loads the checks and hands them the forms. */
async function scanned(p: OpenedPage): Promise<void> {
  await p.advance(1000)
  // The chunk has arrived and its scan has run (it runs right after the chunk registers).
  expect(
    await p.page.evaluate(() => {
      const chunks = (window as { __brambleChunks?: { loaded: object } }).__brambleChunks
      return chunks !== undefined && 'form-protection' in chunks.loaded
    }),
  ).toBe(true)
}

describe('external forms (contract c.7)', () => {
  it('a submit is held for one check, then sent as the visitor sent it (submitter kept)', async () => {
    const p = await open('external-form')
    try {
      await scanned(p)
      await p.page.type('#newsletter input[name=email]', 'jo@example.com')
      await p.page.type('#newsletter input[placeholder]', 'free text')
      await Promise.all([
        p.page.waitForNavigation(),
        // A double click: one check, one submission.
        p.page.click('#newsletter button[value=monthly]', { count: 2 }),
      ])
      expect(await p.page.$eval('#received', (h) => h.textContent)).toBe('Subscribed')
      const checks = calls(p, 'cleantalk_force_ajax_check')
      expect(checks).toHaveLength(1)
      const checked = fieldsOf(checks[0]!)
      expect(checked.email).toBe('jo@example.com')
      expect(checked.input_1).toBe('free text')
      expect(checked.ct_no_cookie_hidden_field ?? checked.ct_bot_detector_event_token).toBeTruthy()
      const sent = posts(p, EXTERNAL)
      expect(sent).toHaveLength(1)
      expect(sent[0]!.seq).toBeGreaterThan(checks[0]!.seq)
      expect(fieldsOf(sent[0]!)).toMatchObject({ email: 'jo@example.com', list: 'monthly' })
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('blocked: the block message, nothing sent, the input kept', async () => {
    const p = await open('external-form', {
      policy: {
        faults: [
          { kind: 'block', match: { action: 'cleantalk_force_ajax_check' }, comment: COMMENT },
        ],
      },
    })
    try {
      await scanned(p)
      await p.page.type('#newsletter input[name=email]', 'bot@example.com')
      await p.page.click('#newsletter button[value=weekly]')
      // The check's reply lands, the modal's chunk loads, and 300 ms more pass for a send.
      await p.advance(300)
      await p.page.waitForFunction(
        (text: string) =>
          document.querySelector('#cleantalk-modal-content')?.textContent?.includes(text),
        { polling: 'mutation' },
        COMMENT,
      )
      expect(posts(p, EXTERNAL)).toHaveLength(0)
      expect(
        await p.page.$eval('#newsletter input[name=email]', (i) => (i as HTMLInputElement).value),
      ).toBe('bot@example.com')
    } finally {
      await p.close()
    }
  })

  it.each(['drop', 'malformed-json', 'http-500'] as const)(
    'the check fails (%s): the form is sent anyway',
    async (kind) => {
      const p = await open('external-form', {
        policy: {
          faults: [{ kind, match: { action: 'cleantalk_force_ajax_check' }, times: 'always' }],
        },
      })
      try {
        await scanned(p)
        await p.page.type('#newsletter input[name=email]', 'jo@example.com')
        await Promise.all([
          p.page.waitForNavigation(),
          p.page.click('#newsletter button[value=weekly]'),
        ])
        // Chromium may retry a request whose connection was reset: at least one attempt.
        expect(calls(p, 'cleantalk_force_ajax_check').length).toBeGreaterThan(0)
        expect(posts(p, EXTERNAL)).toHaveLength(1)
        expect(fieldsOf(posts(p, EXTERNAL)[0]!)).toMatchObject({ list: 'weekly' })
      } finally {
        await p.close()
      }
    },
  )

  it('a form added later is checked too', async () => {
    const p = await open('external-form')
    try {
      await scanned(p)
      const action = await p.page.$eval('#newsletter', (f) => (f as HTMLFormElement).action)
      await p.page.evaluate((to: string) => {
        const form = document.createElement('form')
        form.id = 'late'
        form.method = 'post'
        form.action = to
        form.innerHTML = '<input name="email" value="late@example.com"><button>Join</button>'
        document.body.appendChild(form)
      }, action)
      // Forms added later are scanned within 200 ms.
      await p.advance(400)
      await Promise.all([p.page.waitForNavigation(), p.page.click('#late button')])
      const checks = calls(p, 'cleantalk_force_ajax_check')
      expect(checks).toHaveLength(1)
      expect(fieldsOf(checks[0]!).email).toBe('late@example.com')
      expect(posts(p, EXTERNAL)).toHaveLength(1)
    } finally {
      await p.close()
    }
  })

  it('an excluded form (search-form) is sent without a check', async () => {
    const p = await open('external-form')
    try {
      await scanned(p)
      await p.page.type('.search-form input[name=s]', 'spam')
      await Promise.all([p.page.waitForNavigation(), p.page.click('.search-form button')])
      expect(posts(p, EXTERNAL)).toHaveLength(1)
      expect(calls(p, 'cleantalk_force_ajax_check')).toHaveLength(0)
    } finally {
      await p.close()
    }
  })

  it('switches off: no chunk, no check, the form goes straight out', async () => {
    const p = await open('external-form-off')
    try {
      // Past the 1000 ms scan: it would have loaded the chunk.
      await p.advance(1500)
      await p.page.type('#newsletter input[name=email]', 'jo@example.com')
      await Promise.all([
        p.page.waitForNavigation(),
        p.page.click('#newsletter button[value=weekly]'),
      ])
      expect(posts(p, EXTERNAL)).toHaveLength(1)
      expect(calls(p, 'cleantalk_force_ajax_check')).toHaveLength(0)
      expect(p.fetchedBundles()).not.toContain('form-protection.js')
    } finally {
      await p.close()
    }
  })
})

describe('internal forms (contract c.7)', () => {
  it('allowed: ct_check_internal with the fields, then the form is sent', async () => {
    const p = await open('external-form')
    try {
      await scanned(p)
      await p.page.type('#callback input[name=phone]', '555-0100')
      await Promise.all([p.page.waitForNavigation(), p.page.click('#callback input[type=submit]')])
      const checks = calls(p, 'ct_check_internal')
      expect(checks).toHaveLength(1)
      expect(fieldsOf(checks[0]!).phone).toBe('555-0100')
      expect(fieldsOf(posts(p, INTERNAL)[0]!)).toMatchObject({ phone: '555-0100', send: 'Call me' })
    } finally {
      await p.close()
    }
  })

  it('refused: the message as an alert, nothing sent', async () => {
    const p = await open('external-form', {
      beforeLoad: async (page) => {
        await page.setRequestInterception(true)
        page.on('request', (r) =>
          r.method() === 'POST' &&
          r.url().endsWith('/wp-admin/admin-ajax.php') &&
          r.postData()?.includes('ct_check_internal')
            ? r.respond({
                status: 200,
                contentType: 'application/json',
                body: JSON.stringify({ success: false, data: '<b>Spam</b> refused' }),
              })
            : r.continue(),
        )
      },
    })
    try {
      const alerted = new Promise<string>((resolve) =>
        p.page.once('dialog', (d) => {
          resolve(d.message())
          void d.dismiss()
        }),
      )
      await scanned(p)
      await p.page.type('#callback input[name=phone]', '555-0100')
      await p.page.click('#callback input[type=submit]')
      expect(await alerted).toBe('<b>Spam</b> refused')
      await p.advance(300)
      expect(posts(p, INTERNAL)).toHaveLength(0)
    } finally {
      await p.close()
    }
  })
})

import { describe, expect, it } from 'vitest'
import type { RecordedRequest } from '../../sim/server/site-context'
import { openFixture, type OpenedPage } from '../support/browser'
import {
  decodeNoCookie,
  decodeVisibleFields,
  expectSignalKeys,
  fieldsOf,
  received,
  TOKEN,
  withToken,
  DETECTOR_ON,
} from './antispam-integrations-support'
import { useBrowser } from './antispam-page'

const browser = useBrowser()

const isCf7 = (r: RecordedRequest) => r.path.endsWith('/contact-forms/5/feedback')

describe('Contact Form 7 (FormData by fetch)', () => {
  it('mode none: the form posts the no-cookie field, the visible fields and the file untouched', async () => {
    const p = await openFixture(browser(), 'contact-form-7', { knobs: { cookieMode: 'none' } })
    try {
      const { page } = p
      await page.type('input[name="your-name"]', 'Jo Doe')
      // The form scan adds the input 1000 ms after ready, input or not (spec §9).
      await page.waitForSelector('form.wpcf7-form #apbct_visible_fields_0')
      await page.type('input[name="your-email"]', 'jo@example.com')
      await page.type('textarea[name="your-message"]', 'Price + 10% off?')
      await page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('input[name="your-file"]')!
        const data = new DataTransfer()
        data.items.add(
          new File([new Uint8Array([0, 255, 10, 13])], 'note.txt', { type: 'text/plain' }),
        )
        input.files = data.files
      })
      await page.click('input.wpcf7-submit')
      const request = await received(p, isCf7)
      expect(request.body.type).toBe('form')
      const fields = fieldsOf(request)
      expect(fields['your-message']).toBe('Price + 10% off?')
      expect(request.body.type === 'form' && request.body.files).toEqual(['your-file'])
      const noCookie = decodeNoCookie(fields.ct_no_cookie_hidden_field)
      expectSignalKeys(noCookie, ['typo', 'collecting_user_activity_data'])
      const record = decodeVisibleFields(fields.apbct_visible_fields)
      expect(record.visible_fields).toBe('your-name your-email your-subject your-message your-file')
      expect(String(record.invisible_fields).split(' ')).toEqual([
        '_wpcf7',
        '_wpcf7_version',
        '_wpcf7_locale',
        '_wpcf7_unit_tag',
        '_wpcf7_container_post',
        '_wpcf7_posted_data_hash',
        'ct_no_cookie_hidden_field',
      ])
      await page.waitForFunction(() =>
        document.querySelector('.wpcf7-response-output')?.textContent?.includes('Thank you'),
      )
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('native mode: no no-cookie field; a blocked reply opens the block message', async () => {
    const comment = '*** Forbidden. Sender blacklisted. Anti-Spam by CleanTalk. ***'
    const p = await openFixture(browser(), 'contact-form-7', {
      ...DETECTOR_ON,
      policy: {
        faults: [{ kind: 'block', match: { path: '/contact-forms/5/feedback' }, comment }],
      },
    })
    try {
      const { page } = p
      await page.type('input[name="your-name"]', 'Jo')
      await page.waitForSelector('form.wpcf7-form #apbct_visible_fields_0')
      expect(await page.$('[name="ct_no_cookie_hidden_field"]')).toBeNull()
      await page.type('input[name="your-email"]', 'jo@example.com')
      await page.click('input.wpcf7-submit')
      const fields = fieldsOf(await received(p, isCf7))
      expect(fields).not.toHaveProperty('ct_no_cookie_hidden_field')
      expect(decodeVisibleFields(fields.apbct_visible_fields).visible_fields_count).toBe(5)
      await page.waitForFunction(
        (text: string) =>
          document.querySelector('#cleantalk-modal-content')?.textContent?.includes(text),
        {},
        comment,
      )
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

describe('a form added later and submitted by fetch as nf_ajax_submit', () => {
  it('gets the visible-fields input, and its fetch carries the field and that form’s data', async () => {
    const p = await openFixture(browser(), 'contact-form-7', DETECTOR_ON)
    try {
      const { page } = p
      // The form scan 1000 ms after ready, then the watch for later forms.
      await page.waitForSelector('#apbct_visible_fields_0')
      await page.evaluate(() => {
        const cont = document.createElement('div')
        cont.id = 'nf-form-3-cont'
        cont.className = 'nf-form-cont'
        cont.innerHTML =
          '<form><div class="nf-form-content"><input name="nf-field-7" value=""><input name="nf-field-8" type="email"></div></form>'
        document.body.appendChild(cont)
      })
      const input = await page.waitForSelector('#nf-form-3-cont input[id^="apbct_visible_fields_"]')
      const vf = await input!.evaluate((el) => (el as HTMLInputElement).value)
      const sent = await page.evaluate(async () => {
        const body = new URLSearchParams({
          action: 'nf_ajax_submit',
          security: '590cf59449',
          formData: JSON.stringify({ id: '3', fields: { 7: { value: 'a+b %', id: 7 } } }),
        })
        const reply = await fetch('/wp-admin/admin-ajax.php', { method: 'POST', body })
        return {
          status: reply.status,
          pageParamsUntouched: !body.has('ct_bot_detector_event_token'),
        }
      })
      expect(sent).toEqual({ status: 200, pageParamsUntouched: true })
      const fields = fieldsOf(await received(p, (r) => fieldsOf(r).action === 'nf_ajax_submit'))
      expect(fields.ct_bot_detector_event_token).toBe(TOKEN)
      expect(fields.apbct_visible_fields).toBe(vf)
      expect(decodeVisibleFields(vf).visible_fields).toBe('nf-field-7 nf-field-8')
      expect(JSON.parse(fields.formData!)).toEqual({
        id: '3',
        fields: { 7: { value: 'a+b %', id: 7 } },
      })
    } finally {
      await p.close()
    }
  })
})

describe('both bundles: the form front end (forms.js) with the anti-spam runtime loaded after it', () => {
  it('the real nf_ajax_submit fetch carries the token and the form’s visible fields', async () => {
    const p = await openFixture(browser(), 'forms-basic', {
      beforeLoad: async (page) => {
        await withToken(page)
        // The anti-spam globals and bundle arrive after forms.js: script order must not matter.
        await page.evaluateOnNewDocument(() => {
          const origin = location.origin
          Object.assign(window, {
            ctPublicFunctions: {
              _ajax_nonce: 'a1b2c3d4e5',
              _rest_nonce: 'f6a7b8c9d0',
              _ajax_url: '/wp-admin/admin-ajax.php',
              _rest_url: `${origin}/wp-json/`,
              data__cookies_type: 'native',
              data__ajax_type: 'rest',
              bot_detector_enabled: '1',
            },
            ctPublic: {
              data__key_is_ok: true,
              bot_detector_enabled: true,
              blog_home: `${origin}/`,
            },
          })
          addEventListener('DOMContentLoaded', () => {
            const script = document.createElement('script')
            script.src = '/dist/antispam.js'
            document.head.append(script)
          })
        })
      },
    })
    try {
      const { page } = p
      await page.waitForSelector('#nf-field-1')
      await page.type('#nf-field-1', 'Is + allowed?')
      await page.waitForSelector('#nf-form-1-cont form input[id^="apbct_visible_fields_"]')
      await page.click('#nf-field-2')
      const fields = fieldsOf(await received(p, (r) => fieldsOf(r).action === 'nf_ajax_submit'))
      expect(fields.ct_bot_detector_event_token).toBe(TOKEN)
      const record = decodeVisibleFields(fields.apbct_visible_fields)
      expect(record.visible_fields).toBe('nf-field-1-textbox')
      expect(JSON.parse(fields.formData!)).toMatchObject({ id: '1' })
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

const isMailpoet = (r: RecordedRequest) => fieldsOf(r).action === 'mailpoet'

async function subscribeMailpoet(p: OpenedPage) {
  await p.page.type('#form_email_1', 'jo+news@example.com')
  await p.page.waitForSelector('form.mailpoet_form #apbct_visible_fields_0')
  await p.page.click('input.mailpoet_submit')
  const fields = fieldsOf(await received(p, isMailpoet))
  await p.page.waitForSelector('.mailpoet_validate_success', { visible: true })
  return fields
}

describe('MailPoet', () => {
  it('jQuery post, mode none: the wrapped no-cookie field and the form’s visible fields are prepended', async () => {
    const bodies: string[] = []
    const p = await openFixture(browser(), 'mailpoet', {
      knobs: { cookieMode: 'none' },
      beforeLoad: async (page) => {
        page.on('request', (r) => {
          if (r.method() === 'POST' && r.postData()?.includes('action=mailpoet'))
            bodies.push(r.postData()!)
        })
      },
    })
    try {
      const fields = await subscribeMailpoet(p)
      const request = p.site.context.requests.find(isMailpoet)!
      expect(request.body.type).toBe('urlencoded')
      // jQuery's hook and the XHR patch both see this request: the key is added once.
      expect(bodies).toHaveLength(1)
      expect(bodies[0]!.split('ct_no_cookie_hidden_field').length - 1).toBe(1)
      expect(fields['data[form_field_ZmZmNDk2ZjU3YzQ0X2VtYWls]']).toBe('jo+news@example.com')
      expect(fields.method).toBe('subscribe')
      expectSignalKeys(decodeNoCookie(fields['data[ct_no_cookie_hidden_field]']))
      // The honeypot's own style is visible (only its label is hidden), as the plugin sees it.
      expect(decodeVisibleFields(fields.apbct_visible_fields).visible_fields).toBe(
        'data[email] data[form_field_ZmZmNDk2ZjU3YzQ0X2VtYWls]',
      )
      // Prepended: the added pairs come before the page's own.
      expect(Object.keys(fields).slice(0, 3)).toEqual([
        'data[ct_no_cookie_hidden_field]',
        'apbct_visible_fields',
        'action',
      ])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('bare XMLHttpRequest, detector on: the wrapped token is appended once', async () => {
    const p = await openFixture(browser(), 'mailpoet-xhr', DETECTOR_ON)
    try {
      const fields = await subscribeMailpoet(p)
      expect(fields['data[ct_bot_detector_event_token]']).toBe(TOKEN)
      expect(fields).not.toHaveProperty('data[ct_no_cookie_hidden_field]')
      const text = await p.page.evaluate(() => document.body.textContent ?? '')
      expect(text).toContain('Check your inbox')
    } finally {
      await p.close()
    }
  })
})

describe('Divi newsletter (jQuery.ajax through the XHR patch)', () => {
  const isDivi = (r: RecordedRequest) => fieldsOf(r).action === 'et_pb_submit_subscribe_form'
  const subscribe = async (p: OpenedPage) => {
    await p.page.type('#et_pb_signup_email', 'jo@example.com')
    await p.page.click('.et_pb_newsletter_button')
    const fields = fieldsOf(await received(p, isDivi))
    await p.page.waitForSelector('.et_pb_newsletter_success', { visible: true })
    return fields
  }

  it('detector on with a token: ct_bot_detector_event_token', async () => {
    const p = await openFixture(browser(), 'divi-newsletter', DETECTOR_ON)
    try {
      const fields = await subscribe(p)
      expect(fields.ct_bot_detector_event_token).toBe(TOKEN)
      expect(fields.et_email).toBe('jo@example.com')
      // Uninstall puts back every API it patched.
      const restored = await p.page.evaluate(() => {
        const native = (f: unknown) => String(f).includes('[native code]')
        const before = native(XMLHttpRequest.prototype.send) || native(window.fetch)
        ;(
          window as unknown as { __brambleAntispam: { uninstall(): void } }
        ).__brambleAntispam.uninstall()
        const $ = (window as unknown as { jQuery: { ajaxSettings: { beforeSend?: unknown } } })
          .jQuery
        return {
          before,
          fetch: native(window.fetch),
          send: native(XMLHttpRequest.prototype.send),
          open: native(XMLHttpRequest.prototype.open),
          beforeSend: $.ajaxSettings.beforeSend === undefined,
        }
      })
      expect(restored).toEqual({
        before: false,
        fetch: true,
        send: true,
        open: true,
        beforeSend: true,
      })
    } finally {
      await p.close()
    }
  })

  it('detector off: the bare no-cookie payload, percent-encoded so it decodes intact', async () => {
    const p = await openFixture(browser(), 'divi-newsletter', { knobs: { cookieMode: 'none' } })
    try {
      const fields = await subscribe(p)
      expect(fields).not.toHaveProperty('ct_bot_detector_event_token')
      expectSignalKeys(decodeNoCookie(fields.ct_no_cookie_hidden_field))
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

describe('the typing record of a visitor who never types (mode none)', () => {
  it('is one blank record per comment field, as the original sends it, not an empty list', async () => {
    // Found by the zoo on the real server (issue 26): the original's report had the blank
    // record for a no-input bot, ours had none.
    const p = await openFixture(browser(), 'comment-form', {
      knobs: { cookieMode: 'none' },
      virtualTime: true,
    })
    try {
      await p.advance(1500)
      const value = await p.page.$eval(
        '#commentform [name="ct_no_cookie_hidden_field"]',
        (input) => (input as HTMLInputElement).value,
      )
      expect(decodeNoCookie(value).typo).toEqual([
        {
          isAutoFill: false,
          isUseBuffer: false,
          speedDelta: 0,
          firstKeyTimestamp: 0,
          lastKeyTimestamp: 0,
          lastDelta: 0,
          countOfKey: 0,
        },
      ])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

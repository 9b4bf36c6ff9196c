import { describe, expect, it } from 'vitest'
import { openFixture, useBrowser, type OpenedPage } from '../support/browser'

const browser = useBrowser()

const checks = (p: OpenedPage) =>
  p.site.context.requests.filter(
    (r) =>
      r.path.endsWith('/force_protection_check_bot') ||
      (r.body as { fields?: Record<string, string> }).fields?.action ===
        'apbct_force_protection_check_bot',
  )

const fieldsOf = (p: OpenedPage) =>
  (checks(p)[0]!.body as { fields: Record<string, string> }).fields

describe('force protection (contract c.7, e)', () => {
  it.each(['rest', 'admin_ajax'] as const)(
    'over %s: one check with the context fields, then the decoded form and apbctForceProtectionAllowed',
    async (ajaxType) => {
      const p = await openFixture(browser(), 'force-protection', {
        knobs: { ajaxType },
        beforeLoad: (page) =>
          page.evaluateOnNewDocument(() => {
            document.addEventListener('apbctForceProtectionAllowed', () => {
              ;(window as unknown as { __allowed: boolean }).__allowed =
                !!document.querySelector('form#commentform')
            })
          }),
      })
      try {
        await p.page.waitForSelector('form#commentform')
        // The event comes after the form is in the page.
        await p.page.waitForFunction(() => '__allowed' in window)
        expect(
          await p.page.evaluate(() => (window as unknown as { __allowed: boolean }).__allowed),
        ).toBe(true)
        expect(checks(p)).toHaveLength(1)
        const fields = fieldsOf(p)
        expect(fields.post_url).toBe(p.site.pageUrl('force-protection'))
        expect(fields).toHaveProperty('referrer', '')
        expect(JSON.parse(fields.event_javascript_data!)).toHaveProperty('ct_ps_timestamp')
        const form = await p.page.$eval('#respond', (r) => ({
          wrapper: r.querySelector('.ct-encoded-form-wrapper') !== null,
          label: r.querySelector('label[for=comment]')?.textContent,
          submit: r.querySelector<HTMLInputElement>('input#submit')?.name,
          handler: r.querySelector('input#submit')?.getAttribute('onclick'),
          action: r.querySelector('form')?.getAttribute('action'),
          scriptRan: '__formScriptRan' in window,
          links: [...r.querySelectorAll('.comment-notes a')].map((a) => a.getAttribute('href')),
        }))
        expect(form).toEqual({
          wrapper: false,
          // UTF-8 text survives the decoding.
          label: 'Commentaire — écrivez ici',
          // The form keeps what it needs to submit; handlers and scripts are sanitized away.
          submit: 'submit',
          handler: null,
          action: `${p.site.origin}/wp-comments-post.php`,
          scriptRan: false,
          // Links keep http(s), mailto, tel and relative URLs only.
          links: ['/privacy-policy/', null],
        })
        expect(p.errors).toEqual([])
      } finally {
        await p.close()
      }
    },
  )

  it('a bot: the server message replaces the form, as text', async () => {
    const p = await openFixture(browser(), 'force-protection', {
      knobs: { ajaxType: 'admin_ajax' },
      beforeLoad: async (page) => {
        await page.setRequestInterception(true)
        page.on('request', (r) =>
          r.method() === 'POST' && r.url().endsWith('/wp-admin/admin-ajax.php')
            ? r.respond({
                status: 200,
                contentType: 'application/json',
                body: JSON.stringify({ allow: 0, message: '<b>*** Forbidden ***</b>' }),
              })
            : r.continue(),
        )
      },
    })
    try {
      const box = await p.page.waitForSelector('div.ct-encoded-form-forbidden')
      expect(
        await box!.evaluate((d) => ({ text: d.textContent, bold: d.querySelector('b') !== null })),
      ).toEqual({ text: '<b>*** Forbidden ***</b>', bold: false })
      expect(await p.page.$('form#commentform')).toBeNull()
      expect(await p.page.$('.ct-encoded-form-wrapper')).toBeNull()
    } finally {
      await p.close()
    }
  })
})

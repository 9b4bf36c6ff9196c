import { describe, it } from 'vitest'
import { useBrowser } from '../support/browser'
import { openSitePage, runId, useSite, visitorLanguage, type Flavour } from './site'
import { Visitor, waitForJsCheck } from './visitor'

// The contact form template, imported through the form builder's importer onto a real page:
// what a visitor types is what the server stores, with our front end and with the original.
// Both visitors at once, each with its own Accept-Language (its own anti-spam session).
const site = useSite()
const browser = useBrowser()

async function fieldIds(formId: number): Promise<Record<string, number>> {
  return Object.fromEntries((await site.formFields(formId)).map((f) => [f.key, f.id]))
}

const FLAVOURS: Flavour[] = ['bramble', 'original']

describe('the contact form', () => {
  it.concurrent.for(FLAVOURS)(
    '%s: stores the typed values as one submission',
    async (flavour, { expect }) => {
      const form = site.pages.forms.contactform!
      const ids = await fieldIds(form.formId)
      const id = runId()
      const typed = {
        name: `Visitor ${id}`,
        email: `visitor-${id}@example.com`,
        message: `Hello from run ${id}.\nA second line.`,
      }

      const p = await openSitePage(browser(), site, form.url, flavour, {
        acceptLanguage: visitorLanguage(FLAVOURS.indexOf(flavour)),
      })
      try {
        await waitForJsCheck(p.page)
        const visitor = new Visitor(p.page)
        for (const [key, value] of Object.entries(typed))
          await visitor.fill(`#nf-field-${ids[key]}`, value)
        const reply = p.page.waitForResponse(
          (r) =>
            r.url().includes('/admin-ajax.php') &&
            (r.request().postData() ?? '').includes('action=nf_ajax_submit'),
        )
        const submitKey = Object.keys(ids).find((k) => k.startsWith('submit'))!
        await visitor.click(`#nf-field-${ids[submitKey]}`)
        const response = await reply
        expect(response.status()).toBe(200)

        // The other visitor submits the same form meanwhile: this run's typed email marks its own.
        const subs = (await site.submissions(form.formId)).filter(
          (s) => s.values.email === typed.email,
        )
        expect(subs).toHaveLength(1)
        expect(subs[0]!.values).toMatchObject(typed)
        expect(p.errors).toEqual([])
      } finally {
        await p.close()
      }
    },
  )
})

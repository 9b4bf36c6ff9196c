import { afterEach, describe, expect, it } from 'vitest'
import { useBrowser } from '../support/browser'
import { openSitePage, runId, useSite, type Flavour, type SitePage } from './site'
import { Visitor, waitForJsCheck } from './visitor'

// The contact form template, imported through the form builder's importer onto a real page:
// what a visitor types is what the server stores, with our front end and with the original.
const site = useSite()
const browser = useBrowser()
const opened: SitePage[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((p) => p.close()))
})

async function fieldIds(formId: number): Promise<Record<string, number>> {
  return Object.fromEntries((await site.formFields(formId)).map((f) => [f.key, f.id]))
}

describe.each<Flavour>(['bramble', 'original'])('the contact form (%s)', (flavour) => {
  it('stores the typed values as one submission', async () => {
    const form = site.pages.forms.contactform!
    const ids = await fieldIds(form.formId)
    const id = runId()
    const typed = {
      name: `Visitor ${id}`,
      email: `visitor-${id}@example.com`,
      message: `Hello from run ${id}.\nA second line.`,
    }
    const before = (await site.submissions(form.formId)).length

    const p = await openSitePage(browser(), site, form.url, flavour)
    opened.push(p)
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

    const subs = await site.submissions(form.formId)
    expect(subs).toHaveLength(before + 1)
    expect(subs.at(-1)!.values).toMatchObject(typed)
    expect(p.errors).toEqual([])
  })
})

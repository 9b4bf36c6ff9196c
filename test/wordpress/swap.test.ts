import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { useBrowser } from '../support/browser'
import { openSitePage, useSite, type SitePage } from './site'

// The plugin installed from dist/bramble-wordpress.zip swaps the plugins' visitor scripts for
// ours on the real site, keeps their page globals, and serves the originals with ?bramble=off.
const site = useSite()
const browser = useBrowser()
const opened: SitePage[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((p) => p.close()))
})

const OURS = '/wp-content/plugins/bramble/dist/'
const ORIGINAL_ANTISPAM = /\/cleantalk-spam-protect\/js\/apbct-public-bundle[^/]*\.js/
const FORM_BUILDER_LIBS = [
  /\/wp-includes\/js\/jquery\/jquery(\.min)?\.js/,
  /\/wp-includes\/js\/underscore(\.min)?\.js/,
  /\/wp-includes\/js\/backbone(\.min)?\.js/,
  /\/ninja-forms\/assets\/js\/min\/front-end-deps\.js/,
  /\/ninja-forms\/assets\/js\/min\/front-end\.js/,
]

async function open(url: string, flavour: 'bramble' | 'original'): Promise<SitePage> {
  const page = await openSitePage(browser(), site, url, flavour)
  opened.push(page)
  return page
}

describe('the post page', () => {
  it('loads antispam.js from our plugin and not the original bundle; ctPublic is there', async () => {
    const p = await open(site.pages.post.url, 'bramble')
    expect(p.scripts.filter((s) => s.includes(`${OURS}antispam.js`))).toHaveLength(1)
    expect(p.scripts.filter((s) => ORIGINAL_ANTISPAM.test(s))).toEqual([])
    const globals = await p.page.evaluate(() => ({
      ctPublic: typeof (window as { ctPublic?: unknown }).ctPublic,
      ctPublicFunctions: typeof (window as { ctPublicFunctions?: unknown }).ctPublicFunctions,
      chunkBase: (window as { brambleChunkBase?: unknown }).brambleChunkBase,
    }))
    // The chunk folder is printed, so an optimizer that moves the bundles keeps chunks found.
    expect(globals).toEqual({
      ctPublic: 'object',
      ctPublicFunctions: 'object',
      chunkBase: new URL(OURS, site.url).href,
    })
    expect(p.errors).toEqual([])
  })

  it('serves the file of the archive we built: the bytes of dist/antispam.js', async () => {
    const p = await open(site.pages.post.url, 'bramble')
    const src = p.scripts.find((s) => s.includes(`${OURS}antispam.js`))!
    const served = await (await fetch(src)).text()
    expect(served).toBe(readFileSync(path.resolve('dist/antispam.js'), 'utf8'))
  })

  it('with ?bramble=off loads the original bundle and not ours', async () => {
    const p = await open(`${site.pages.post.url}&bramble=off`, 'bramble')
    expect(p.scripts.filter((s) => ORIGINAL_ANTISPAM.test(s))).toHaveLength(1)
    expect(p.scripts.filter((s) => s.includes(OURS))).toEqual([])
  })
})

describe('a form page', () => {
  it('loads forms.js and none of jQuery, underscore, Backbone or the front end', async () => {
    const form = site.pages.forms.contactform!
    const p = await open(form.url, 'bramble')
    expect(p.scripts.filter((s) => s.includes(`${OURS}forms.js`))).toHaveLength(1)
    for (const lib of FORM_BUILDER_LIBS) expect(p.scripts.filter((s) => lib.test(s))).toEqual([])
    // The form builder's inline data reached our front end, which drew the form.
    await p.page.waitForSelector(`#nf-form-${form.formId}-cont input[type=email]`)
    const globals = await p.page.evaluate(() =>
      ['nfForms', 'nfFrontEnd', 'nfi18n', 'nfInlineVars'].map(
        (k) => `${k}:${typeof (window as unknown as Record<string, unknown>)[k]}`,
      ),
    )
    expect(globals).toEqual([
      'nfForms:object',
      'nfFrontEnd:object',
      'nfi18n:object',
      'nfInlineVars:object',
    ])
    expect(p.errors).toEqual([])
  })

  // Every form's first render waits for React: printed before forms.js, it is fetched
  // together with it instead of after forms.js has run (issue 19 point 4).
  it('prints react-vendor.js right before forms.js, fetched once, in the same part of the page', async () => {
    const form = site.pages.forms.contactform!
    const p = await open(form.url, 'bramble')
    await p.page.waitForSelector(`#nf-form-${form.formId}-cont input[type=email]`)
    const order = await p.page.evaluate(() =>
      [...document.querySelectorAll('script[src]')]
        .map((s) => `${s.closest('head') ? 'head' : 'body'} ${(s as HTMLScriptElement).src}`)
        .filter((s) => /\/dist\/(react-vendor|forms)\.js/.test(s)),
    )
    expect(order).toHaveLength(2)
    expect(order[0]).toContain(`${OURS}react-vendor.js`)
    expect(order[1]).toContain(`${OURS}forms.js`)
    expect(order[0]!.split(' ')[0]).toBe(order[1]!.split(' ')[0])
    expect(p.scripts.filter((s) => s.includes('react-vendor.js'))).toHaveLength(1)
    expect(p.errors).toEqual([])
  })

  // What the first render waits for (issue 19 point 4). On this block theme forms.js is
  // printed in <head>: React is preloaded before the container, and the chunks the form's
  // first render needs are printed as scripts between the container and the form's data, so
  // forms.js draws the form as its data arrives.
  it('preloads React before the form container and prints, after it, the chunks only a form that draws with them needs', async () => {
    const printedAround = async (name: string) => {
      const form = site.pages.forms[name]!
      const p = await open(form.url, 'bramble')
      // The page as printed (the runtime removes our preloads once the form is drawn).
      const html = await p.page.evaluate(() =>
        fetch(location.href, { credentials: 'include' }).then((r) => r.text()),
      )
      const at = html.indexOf(`<div id="nf-form-${form.formId}-cont"`)
      const data = html.indexOf('<script>var formDisplay=1;', at)
      const urls = (part: string, tag: RegExp) =>
        [...part.matchAll(tag)].map((m) => m[1]!.replace(/&#0?38;|&amp;/g, '&'))
      const links = urls(html.slice(0, at), /<link rel="preload" as="script" href="([^"]+)">/g)
      const after = urls(
        html.slice(html.indexOf('</div>', html.indexOf('nf-loading-spinner', at)), data),
        /<script[^>]* src="([^"]+)" id="bramble-[a-z-]+-js"[^>]*><\/script>/g,
      )
      await p.page.waitForSelector(`#nf-form-${form.formId}-cont input`)
      const seen = await p.page.evaluate((id) => {
        const container = document.getElementById(`nf-form-${id}-cont`)!
        return {
          // Drawn, the form's container follows no preload of ours, as with the original.
          before: container.previousElementSibling?.outerHTML ?? null,
          react: document.querySelector<HTMLScriptElement>('script[src*="react-vendor.js"]')?.src,
        }
      }, form.formId)
      expect(seen.before ?? '').not.toContain(OURS)
      const ours = (list: string[]) =>
        list.filter((l) => l.includes(OURS)).map((l) => l.slice(l.indexOf(OURS)))
      return {
        links: ours(links),
        after: ours(after),
        react: seen.react,
        fetched: p.scripts,
        errors: p.errors,
      }
    }
    const contact = await printedAround('contactform')
    expect(contact.links).toEqual([contact.react!.slice(contact.react!.indexOf(OURS))])
    expect(contact.after).toEqual([])
    expect(contact.fetched.filter((s) => s.includes('react-vendor.js'))).toHaveLength(1)
    expect(contact.errors).toEqual([])
    const survey = await printedAround('survey')
    expect(survey.after).toEqual([`${OURS}field-kit.js`])
    expect(survey.links.filter((l) => l.includes('field-kit'))).toEqual([])
    expect(survey.fetched.filter((s) => s.includes('field-kit.js'))).toHaveLength(1)
    expect(survey.errors).toEqual([])
    // An html field (sanitizer, html-field), a total (the kit) and calculations (calc-engine):
    // each chunk printed once, in the order forms.js asks for them, and fetched once.
    const order = await printedAround('plant-order')
    const chunks = ['sanitizer', 'field-kit', 'calc-engine', 'html-field']
    expect(order.after).toEqual(chunks.map((c) => `${OURS}${c}.js`))
    expect(order.links).toHaveLength(1)
    for (const c of chunks)
      expect(order.fetched.filter((s) => s.endsWith(`/${c}.js`))).toHaveLength(1)
    expect(order.errors).toEqual([])
  })

  it('keeps jQuery when another script on the page depends on it, and only jQuery', async () => {
    const p = await open(
      `${site.pages.forms.contactform!.url}&bramble_test_needs_jquery=1`,
      'bramble',
    )
    const [jquery, ...others] = FORM_BUILDER_LIBS
    expect(p.scripts.filter((s) => jquery!.test(s))).toHaveLength(1)
    for (const lib of others) expect(p.scripts.filter((s) => lib.test(s))).toEqual([])
    expect(
      await p.page.evaluate(
        () => (window as { brambleTestJqueryUser?: string }).brambleTestJqueryUser,
      ),
    ).toBe('function')
    expect(p.scripts.filter((s) => s.includes(`${OURS}forms.js`))).toHaveLength(1)
  })

  it('serves the originals to a visitor with the cookie bramble=off', async () => {
    const p = await open(site.pages.forms.contactform!.url, 'original')
    for (const lib of FORM_BUILDER_LIBS)
      expect(p.scripts.filter((s) => lib.test(s))).toHaveLength(1)
    expect(p.scripts.filter((s) => s.includes(OURS))).toEqual([])
  })
})

describe('the settings page switch', () => {
  afterEach(async () => {
    await site.setOption('bramble_settings', null)
  })

  it('serves the original anti-spam bundle when the anti-spam runtime is off, ours for forms', async () => {
    await site.setOption('bramble_settings', { antispam: false, forms: true })
    const p = await open(site.pages.forms.contactform!.url, 'bramble')
    expect(p.scripts.filter((s) => ORIGINAL_ANTISPAM.test(s))).toHaveLength(1)
    expect(p.scripts.filter((s) => s.includes(`${OURS}antispam.js`))).toEqual([])
    expect(p.scripts.filter((s) => s.includes(`${OURS}forms.js`))).toHaveLength(1)
  })

  it('serves the original form front end when the forms runtime is off, ours for anti-spam', async () => {
    await site.setOption('bramble_settings', { antispam: true, forms: false })
    const p = await open(site.pages.forms.contactform!.url, 'bramble')
    for (const lib of FORM_BUILDER_LIBS)
      expect(p.scripts.filter((s) => lib.test(s))).toHaveLength(1)
    expect(p.scripts.filter((s) => s.includes(`${OURS}forms.js`))).toEqual([])
    expect(p.scripts.filter((s) => s.includes(`${OURS}antispam.js`))).toHaveLength(1)
  })
})

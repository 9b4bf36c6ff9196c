import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { openFixture, useBrowser } from '../support/browser'

const browser = useBrowser()

// The project's plant order: an html field with a live {calc:…} display (sanitizer,
// html-field), calculations and totals (calc-engine), signatures and a repeater (field-kit).
const FIXTURE = 'forms-plant-order'
const CHUNKS = ['sanitizer', 'field-kit', 'calc-engine', 'html-field']

/**
 * Serves the fixture as our WordPress plugin prints a form page on a block theme
 * (wordpress/bramble/includes/class-bramble-swap.php): the form scripts in `<head>` (React's
 * vendor file right before forms.js), the first render's chunks as scripts right after the
 * form's container and before its data script. A script after the data script records what
 * the page shows at that moment.
 */
async function asPrintedByPlugin(page: Page, failed: string[]): Promise<void> {
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`)
  })
  await page.setRequestInterception(true)
  page.on('request', (req) => {
    if (req.resourceType() !== 'document') return void req.continue()
    void fetch(req.url())
      .then((r) => r.text())
      .then((html) => {
        const globals = /<script>var nfFrontEnd=.*?<\/script>/s.exec(html)![0]
        const bundle = '<script src="/dist/forms.js"></script>'
        const chunks = CHUNKS.map(
          (c) => `<script src="/dist/${c}.js" id="bramble-${c}-js"></script>`,
        )
        const probe = `<script>window.__atData = {
            fields: document.querySelectorAll('.nf-form-cont .nf-field-container').length,
            submit: !!document.querySelector('.nf-form-cont input[type=submit]:not([disabled])'),
          }</script>`
        const body = html
          .replace(globals, '')
          .replace(bundle, '')
          .replace(
            /(<div id="nf-form-[^"]+-cont"[^]*?<\/div>\n<\/div>)/,
            `$1\n${chunks.join('\n')}`,
          )
          .replace(/(nfForms\.push\(form\);<\/script>)/, `$1${probe}`)
        const head = `${globals}<script src="/dist/react-vendor.js"></script>${bundle}`
        return req.respond({
          status: 200,
          contentType: 'text/html; charset=UTF-8',
          body: body.replace(/<head>\n?/i, (h) => `${h}${head}\n`),
        })
      })
  })
}

describe('a form whose chunks the page prints after its container', () => {
  it('is drawn whole in its data script, fetches each chunk once, and its chunk fields work', async () => {
    const failed: string[] = []
    const p = await openFixture(browser(), FIXTURE, {
      beforeLoad: (page) => asPrintedByPlugin(page, failed),
    })
    try {
      const drawn = await p.page.$$eval('.nf-form-cont .nf-field-container', (els) => els.length)
      expect(drawn).toBeGreaterThan(10)
      // Drawn before the parser went on past the data script: no frame of the page without it.
      expect(await p.page.evaluate(() => (window as { __atData?: unknown }).__atData)).toEqual({
        fields: drawn,
        submit: true,
      })
      // Every chunk was the printed script's fetch; forms.js asked for none of them again.
      for (const c of CHUNKS)
        expect(p.fetchedBundles().filter((b) => b === `${c}.js`)).toEqual([`${c}.js`])
      // calc-engine, html-field and the sanitizer: the live display follows a typed value.
      await p.page.type('[data-testid="nf-field-trays"] input', '3')
      await p.page.waitForFunction(() =>
        document
          .querySelector('[data-testid="nf-field-sum"]')
          ?.textContent?.includes('12 seedlings in trays'),
      )
      // field-kit: the signature pads and the repeater are drawn by their own components.
      expect(await p.page.$$('[data-testid="nf-field-sign"] canvas')).toHaveLength(1)
      expect(await p.page.$('[data-testid="nf-field-recipients"] .nf-repeater')).not.toBeNull()
      expect(p.errors).toEqual([])
      // The browser's own favicon request may fail (the mock site has none); its console line
      // names no URL, the list of failed responses does.
      expect(failed.filter((f) => !f.endsWith(' /favicon.ico'))).toEqual([])
      expect(
        p.console.filter((l) => l.startsWith('error') && !l.includes('Failed to load resource')),
      ).toEqual([])
    } finally {
      await p.close()
    }
  })
})

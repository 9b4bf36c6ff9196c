import type { Page } from 'puppeteer'
import { describe, expect, it } from 'vitest'
import { openFixture, useBrowser, type OpenedPage } from '../support/browser'

const browser = useBrowser()

const FIELD = '#nf-form-1-cont input#nf-field-1'

/** Globals the page itself makes (its inline data, the theme's sloppy code, the harness). */
const PAGE_GLOBALS = new Set([
  '__keysBefore',
  'ctPublic',
  'ctPublicFunctions',
  'nfFrontEnd',
  'nfInlineVars',
  'nfForms',
  'formDisplay',
  'form',
  'brambleChunkBase',
  'themeUndeclared',
  'themeWithValue',
  'themeRan',
])
/**
 * What our runtimes publish by name: contract b's bus (`nfRadio`, `Backbone.Radio` on a page
 * without Backbone), the watch for a late jQuery (an accessor until one is assigned), our
 * handles and chunk registry, and zod's shared configuration.
 */
const OUR_GLOBALS = [
  'Backbone',
  '__brambleAntispam',
  '__brambleChunks',
  '__brambleForms',
  '__brambleReact',
  '__zod_globalConfig',
  'jQuery',
  'nfRadio',
]

/** Script URLs the page requested, as paths. */
function scriptPaths(page: Page): () => string[] {
  const paths: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') paths.push(new URL(r.url()).pathname)
  })
  return () => [...paths]
}

/** Both runtimes at work: the form renders (React and its chunks) and a decode opens the chunk's popup. */
async function expectBothRuntimesWork(p: OpenedPage): Promise<void> {
  await p.page.waitForSelector(FIELD, { timeout: 5000 })
  await p.page.type(FIELD, 'hello')
  expect(await p.page.$eval(FIELD, (i) => (i as HTMLInputElement).value)).toBe('hello')
  await p.page.click('#contact .apbct-email-encoder')
  // The UI chunk's popup (React) takes the main bundle's waiting popup's place.
  await p.page.waitForSelector('#bramble-apbct-popup-host #apbct_popup', { timeout: 5000 })
  const cookies = (await p.page.browserContext().cookies()).map((c) => c.name)
  expect(cookies).toContain('ct_ps_timestamp')
  // The theme's sloppy code after ours ran as sloppy code.
  expect(await p.page.evaluate(() => (window as unknown as { themeRan?: number }).themeRan)).toBe(3)
  expect(p.errors).toEqual([])
}

describe('pages served by a speed optimizer', () => {
  it('delay until interaction: both runtimes start after DOMContentLoaded and load', async () => {
    let scripts = () => [] as string[]
    const p = await openFixture(browser(), 'hostile-optimizer-delay', {
      knobs: { cookieMode: 'native' },
      beforeLoad: async (page) => {
        scripts = scriptPaths(page)
      },
    })
    try {
      expect(await p.page.evaluate(() => document.readyState)).toBe('complete')
      expect(scripts()).not.toContain('/dist/antispam.js')
      await p.page.mouse.move(20, 20)
      await p.page.waitForFunction(
        () => '__brambleForms' in window && '__brambleAntispam' in window,
      )
      await expectBothRuntimesWork(p)
    } finally {
      await p.close()
    }
  })

  it.each(['defer', 'async'])('%s scripts: both runtimes work', async (mode) => {
    const p = await openFixture(browser(), `hostile-optimizer-${mode}`, {
      knobs: { cookieMode: 'native' },
    })
    try {
      await expectBothRuntimesWork(p)
    } finally {
      await p.close()
    }
  })

  it('one combined file in a cache folder, sloppy theme code after ours, chunk folder printed', async () => {
    let scripts = () => [] as string[]
    const p = await openFixture(browser(), 'hostile-optimizer-concat', {
      knobs: { cookieMode: 'native' },
      beforeLoad: async (page) => {
        scripts = scriptPaths(page)
        await page.evaluateOnNewDocument(() => {
          ;(window as unknown as { __keysBefore: string[] }).__keysBefore = Object.keys(window)
        })
      },
    })
    try {
      await expectBothRuntimesWork(p)
      const loaded = scripts()
      expect(loaded).toContain('/wp-content/cache/min/1/bramble-combined.js')
      expect(loaded).not.toContain('/dist/antispam.js')
      // Chunks came from the printed folder, none were looked for in the cache folder.
      expect(loaded).toContain('/dist/react-vendor.js')
      expect(
        loaded.filter((s) => s.startsWith('/wp-content/cache/') && !s.endsWith('combined.js')),
      ).toEqual([])
      // Nothing of ours leaked into the code around it: the globals the page gained are
      // the page's own and the few our runtimes publish by name.
      const gained = await p.page.evaluate(() => {
        const before = new Set((window as unknown as { __keysBefore: string[] }).__keysBefore)
        return Object.keys(window).filter((k) => !before.has(k))
      })
      expect(gained.filter((k) => !PAGE_GLOBALS.has(k)).sort()).toEqual(OUR_GLOBALS)
    } finally {
      await p.close()
    }
  })

  it('a combined file without the chunk folder: one clear console message, a working core', async () => {
    const p = await openFixture(browser(), 'hostile-optimizer-concat-nobase', {
      knobs: { cookieMode: 'native' },
    })
    try {
      // The anti-spam core (signals, cookies) needs no chunk.
      await p.page.waitForFunction(() => '__brambleAntispam' in window)
      const cookies = (await p.page.browserContext().cookies()).map((c) => c.name)
      expect(cookies).toContain('ct_ps_timestamp')
      expect(
        await p.page.evaluate(() => (window as unknown as { themeRan?: number }).themeRan),
      ).toBe(3)
      // The form needs React, a chunk: its container says so, and the console says why once.
      await p.page.waitForSelector('#nf-form-1-cont .nf-form-error-message', { timeout: 5000 })
      // Once, for React's file: the anti-spam runtime's start-up loads no chunk here.
      const told = p.console.filter((l) => l.includes('brambleChunkBase'))
      const files = told.map((l) => /\/wp-content\/cache\/min\/1\/([\w-]+\.js)/.exec(l)?.[1])
      expect(files).toEqual(['react-vendor.js'])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })
})

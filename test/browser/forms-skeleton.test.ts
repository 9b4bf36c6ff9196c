import { build } from 'esbuild'
import type { Browser } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openFixture, startBrowser } from '../support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('dist/forms.js', () => {
  it('renders a form printed before the bundle into its container, with React from the vendor file', async () => {
    const p = await openFixture(browser, 'forms-basic')
    try {
      await p.page.waitForSelector('#nf-form-1-cont form #nf-field-1')
      expect(await p.page.$eval('#nf-label-field-1', (el) => el.textContent)).toBe(
        'Your question *',
      )
      expect(await p.page.$eval('#nf-field-2', (el) => (el as HTMLInputElement).value)).toBe('Send')
      expect(await p.page.$('#nf-form-1-cont .nf-loading-spinner')).toBeNull()
      expect(p.fetchedBundles().sort()).toEqual(['forms.js', 'react-vendor.js'])
      expect(p.errors).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('renders a form whose inline data arrives after the bundle has loaded', async () => {
    // Records, in order, when the form's data script is added and when its field appears
    // (the order, not the clock: a busy machine may reach 'load' after the data arrived).
    const p = await openFixture(browser, 'forms-late-data', {
      beforeLoad: (page) =>
        page.evaluateOnNewDocument(() => {
          const seen: string[] = []
          ;(window as unknown as { __order: string[] }).__order = seen
          new MutationObserver((records) => {
            for (const r of records)
              for (const n of r.addedNodes) {
                // The data script itself, not the page's inline script that schedules it.
                const code = n instanceof HTMLScriptElement ? (n.textContent ?? '') : ''
                if (code.includes('nfForms.push') && !code.includes('setTimeout')) seen.push('data')
                if (
                  n instanceof Element &&
                  (n.id === 'nf-field-1' || n.querySelector('#nf-field-1'))
                )
                  seen.push('field')
              }
          }).observe(document, { childList: true, subtree: true })
        }),
    })
    try {
      await p.page.waitForSelector('#nf-form-1-cont #nf-field-1', { timeout: 5000 })
      expect(
        await p.page.evaluate(() => (window as unknown as { __order: string[] }).__order),
      ).toEqual(['data', 'field'])
      expect(await p.page.$eval('#nf-label-field-1', (el) => el.textContent)).toBe(
        'Your question *',
      )
    } finally {
      await p.close()
    }
  })

  it('starts fetching React as it starts, before any form data is there (React is off the critical path)', async () => {
    // The late-data page: forms.js in <head>, the form's data script appended 300 ms later.
    // The time is taken on the page's clock (like resource timing) just before the append,
    // so before the data runs.
    const p = await openFixture(browser, 'forms-late-data', {
      beforeLoad: (page) =>
        page.evaluateOnNewDocument(() => {
          const append = Node.prototype.appendChild
          Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
            const code = node instanceof HTMLScriptElement ? (node.textContent ?? '') : ''
            if (code.includes('nfForms.push'))
              (window as unknown as { __dataAt: number }).__dataAt ??= performance.now()
            return append.call(this, node) as T
          }
        }),
    })
    try {
      await p.page.waitForSelector('#nf-form-1-cont #nf-field-1', { timeout: 5000 })
      const at = await p.page.evaluate(() => ({
        data: (window as unknown as { __dataAt: number }).__dataAt,
        react: performance
          .getEntriesByType('resource')
          .find((e) => e.name.endsWith('/dist/react-vendor.js'))?.startTime,
      }))
      expect(at.react).toBeDefined()
      expect(at.react!).toBeLessThan(at.data)
      expect(p.fetchedBundles().filter((f) => f === 'react-vendor.js')).toHaveLength(1)
    } finally {
      await p.close()
    }
  })

  it("uses WordPress's window.React/ReactDOM when the page has them and never fetches the vendor file", async () => {
    // Stand in for WordPress's `react` and `react-dom` script handles.
    const wpReact = await build({
      stdin: {
        contents:
          "import * as React from 'react'; import * as D from 'react-dom'; import * as C from 'react-dom/client';" +
          'window.React = React; window.ReactDOM = { ...D, ...C };',
        resolveDir: process.cwd(),
      },
      bundle: true,
      write: false,
      format: 'iife',
      define: { 'process.env.NODE_ENV': '"production"' },
    })
    const p = await openFixture(browser, 'forms-basic', {
      beforeLoad: (page) =>
        page.evaluateOnNewDocument(wpReact.outputFiles[0]!.text).then(() => undefined),
    })
    try {
      await p.page.waitForSelector('#nf-form-1-cont #nf-field-1')
      expect(p.fetchedBundles()).toEqual(['forms.js'])
      expect(
        await p.page.evaluate(
          () => (window as unknown as { __brambleReact: { source: string } }).__brambleReact.source,
        ),
      ).toBe('wordpress')
    } finally {
      await p.close()
    }
  })
})

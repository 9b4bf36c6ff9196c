import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Browser } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageFixtures } from '../../sim/pages'
import { openFixture, startBrowser } from '../support/browser'

let browser: Browser
let axeSource: string
beforeAll(async () => {
  browser = await startBrowser()
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
})
afterAll(async () => {
  await browser?.close()
})

// Every form-builder page with a form, except: late data (covered by forms-basic), the
// no-data page (no form), and the hostile-markup page, whose site-owner HTML (an image
// without alt text) is deliberately bad input rather than our markup.
const SKIPPED = new Set(['forms-late-data', 'forms-ui-no-data', 'forms-ui-xss'])
const FORM_PAGES = [...pageFixtures.keys()].filter(
  (id) => id.startsWith('forms-') && !SKIPPED.has(id),
)

interface AxeViolation {
  id: string
  impact: string | null
  nodes: { target: string[] }[]
}

describe('accessibility of every fixture form (axe-core)', () => {
  it.each(FORM_PAGES)('%s has no serious or critical violation', async (fixture) => {
    const p = await openFixture(browser, fixture)
    try {
      await p.page.waitForSelector('.nf-form-cont form input[type=submit]', { timeout: 10_000 })
      await p.page.evaluate(axeSource)
      const violations = await p.page.evaluate(async () => {
        const axe = (
          window as unknown as { axe: { run(c: unknown): Promise<{ violations: AxeViolation[] }> } }
        ).axe
        const result = await axe.run({ include: [['.nf-form-cont']] })
        return result.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes.map((n) => n.target.join(' ')),
        }))
      })
      const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(severe).toEqual([])
    } finally {
      await p.close()
    }
  })
})

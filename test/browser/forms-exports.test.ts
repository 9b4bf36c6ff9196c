import { describe, expect, it } from 'vitest'
import { pageFixtures } from '../../sim/pages'
import { exportFiles } from '../../sim/pages/nff/templates'
import { useBrowser } from '../support/browser'
import { expectRendersAndSubmits } from '../support/form-exports'

const browser = useBrowser()

// Every own export's page (forms-contact, forms-callback, …: sim/pages/nff/exports/).
const EXPORT_PAGES = [...pageFixtures.values()]
  .filter((p) => p.description.startsWith("The project's own"))
  .map((p) => p.id)

describe("the project's own form exports in real Chromium", () => {
  it('has a page for every export', () => {
    expect(EXPORT_PAGES).toHaveLength(exportFiles().length)
    expect(EXPORT_PAGES.length).toBeGreaterThan(0)
  })

  it.each(EXPORT_PAGES)(
    '%s renders without console errors, submits its required fields and shows the success message',
    (fixture) => expectRendersAndSubmits(browser(), fixture, { fill: { only: 'required' } }),
  )
})

import { describe, expect, it } from 'vitest'
import { pageFixtures } from '../../sim/pages'
import { severeViolations } from '../support/axe'
import { openFixture, useBrowser, type OpenedPage } from '../support/browser'
import { blockedEmailCheck } from './antispam-page'
import { formReady } from '../support/forms-support'

const browser = useBrowser()

/**
 * Markup of the fixture pages that neither runtime prints, by page: what the site, a theme
 * or another plugin puts there. Each is excluded by selector, and only there.
 */
const NOT_OURS: Readonly<Record<string, readonly string[]>> = {
  // A third-party newsletter form and a search box the page prints without labels.
  'external-form': ['input[name="email"]', 'input[name="s"]', 'input[name="phone"]'],
  'external-form-off': ['input[name="email"]', 'input[name="s"]', 'input[name="phone"]'],
  // A social-login link and a guard plugin's email box, both printed by other plugins.
  'external-guards': ['a[rel="nofollow"]', 'input[name="email"]'],
  // WordPress's own comment moderation checkboxes (the admin view of the comment list).
  'comment-list-trp-admin': ['input[name="delete_comments[]"]'],
  // The site owner's deliberately bad html field content (an image without alt text).
  'forms-ui-xss': ['.html-container img[src="x"]'],
}

/** Waits until the page's own requests (bundles, chunks, first calls) are done. */
const settled = (p: OpenedPage) =>
  p.page.waitForNetworkIdle({ idleTime: 250, timeout: 10_000 }).catch(() => undefined)

// Several pages at a time (vitest's maxConcurrency): each has its own site and context.
describe.concurrent('axe on every fixture page, with both runtimes running', () => {
  it.each([...pageFixtures.keys()])(
    '%s: no serious or critical violation',
    async (fixture) => {
      const p = await openFixture(browser(), fixture)
      try {
        if (fixture.startsWith('forms-') && fixture !== 'forms-ui-no-data') await formReady(p.page)
        await settled(p)
        expect(await severeViolations(p.page, { exclude: NOT_OURS[fixture] })).toEqual([])
      } finally {
        await p.close()
      }
    },
    // axe walks every node: the 500-field page beside others on a loaded 2-core machine took
    // over a minute in CI.
    180_000,
  )
})

describe('axe on our dialogs and error states', () => {
  it('the decoder popup, opened from the keyboard', async () => {
    const p = await openFixture(browser(), 'encoded-emails')
    try {
      await p.page.$eval('#shape-tel a', (a) => (a as HTMLElement).focus())
      await p.page.keyboard.press('Enter')
      await p.page.waitForSelector('.apbct-email-encoder-got-it-button', { timeout: 8000 })
      expect(await severeViolations(p.page)).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('the real-person badge popup, opened from the keyboard', async () => {
    const p = await openFixture(browser(), 'comment-list-trp')
    try {
      const badge = '#comment-2 .apbct-real-user-badge'
      await p.page.waitForSelector(badge)
      await p.page.focus(badge)
      await p.page.keyboard.press('Enter')
      await p.page.waitForSelector('#comment-2 .apbct-real-user-popup.visible strong')
      expect(await severeViolations(p.page)).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('the block modal', async () => {
    const p = await openFixture(
      browser(),
      'comment-form',
      blockedEmailCheck({
        times: 'always',
        shape: 'apbct',
        comment: 'Blocked. See https://cleantalk.org/blacklists/127.0.0.1',
      }),
    )
    try {
      await p.page.type('#email', 'john@example.com')
      await p.page.keyboard.press('Tab')
      await p.page.waitForSelector('#cleantalk-modal-content')
      expect(await severeViolations(p.page)).toEqual([])
    } finally {
      await p.close()
    }
  })

  it('every field kind showing its error after an empty submit', async () => {
    const p = await openFixture(browser(), 'forms-keyboard')
    try {
      const form = await formReady(p.page)
      await p.page.$eval(`#nf-form-${form}-cont input[type=submit]`, (b) =>
        (b as HTMLElement).focus(),
      )
      await p.page.keyboard.press('Enter')
      await p.page.waitForSelector(`#nf-form-${form}-cont .nf-error-msg`)
      expect(await severeViolations(p.page)).toEqual([])
    } finally {
      await p.close()
    }
  })
})

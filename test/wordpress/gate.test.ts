import type { BrowserContext, Page } from 'puppeteer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useBrowser } from '../support/browser'
import { openSitePage, useSite } from './site'
import VERIFIED from '../../wordpress/verified-releases.json' with { type: 'json' }

// The loader plugin's version gate on the real site: with the anti-spam plugin's version read
// as one outside the verified range (the test site's option `bramble_test_plugin_versions`,
// scripts/wordpress/php/mu-plugin.php), a visitor gets that plugin's own script while the form
// runtime stays ours; the admin sees one notice, the compatibility table and Site Health say
// the same; the "use Bramble anyway" switch on Settings → Bramble swaps ours back in.
// With BRAMBLE_WP_EXPECT_GATED=antispam or =forms (a run on a release outside the range, such
// as CI's anti-spam 6.85.99-dev), the installed release itself is checked first, with no fake.
const site = useSite()
const browser = useBrowser()

const FAKE = '6.99.1-test'
const PLUGIN = 'Anti-Spam by CleanTalk'
const OURS_ANTISPAM = '/wp-content/plugins/bramble/dist/antispam.js'
const OURS_FORMS = '/wp-content/plugins/bramble/dist/forms.js'
const ORIGINAL_ANTISPAM = /\/cleantalk-spam-protect\/js\/apbct-public-bundle[^/]*\.js/
const ADMIN = { user: 'admin', password: 'bramble-admin-password' }

let admin: BrowserContext

/** What a visitor's page of `url` loads, in a fresh context with no switch cookie. */
async function visit(url: string): Promise<{ ours: string[]; original: string[] }> {
  const p = await openSitePage(browser(), site, url, 'bramble')
  try {
    return {
      ours: p.scripts.filter((s) => s.includes(OURS_ANTISPAM) || s.includes(OURS_FORMS)),
      original: p.scripts.filter((s) => ORIGINAL_ANTISPAM.test(s)),
    }
  } finally {
    await p.close()
  }
}

/** An admin page of the logged-in context, waited on until it has loaded. */
async function adminPage(pathAndQuery: string): Promise<Page> {
  const page = await admin.newPage()
  await page.goto(new URL(pathAndQuery, site.url).href, { waitUntil: 'load' })
  return page
}

const text = (page: Page, selector: string) =>
  page.$eval(selector, (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())

beforeAll(async () => {
  await site.setOption('bramble_anyway', null)
  admin = await browser().createBrowserContext()
  const page = await admin.newPage()
  await page.goto(`${site.url}/wp-login.php`, { waitUntil: 'load' })
  // Set, not typed: the login page focuses and selects #user_login 200 ms after load, so keys
  // typed across that moment replace what was typed before it (a failed login under load).
  const fill = (selector: string, value: string) =>
    page.$eval(selector, (el, v) => ((el as HTMLInputElement).value = v), value)
  await fill('#user_login', ADMIN.user)
  await fill('#user_pass', ADMIN.password)
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#wp-submit')])
  expect(new URL(page.url()).pathname).toBe('/wp-admin/')
  await page.close()
})

afterAll(async () => {
  await site.setOption('bramble_test_plugin_versions', null)
  // Back to what the global setup left: the compatibility matrix's "use Bramble anyway"
  // (BRAMBLE_WP_ANYWAY=1) for the installed releases, or none.
  if (process.env.BRAMBLE_WP_ANYWAY === '1') await site.gate({ anyway: true })
  else await site.setOption('bramble_anyway', null)
  await admin?.close()
})

const ORIGINAL_FORMS = /\/ninja-forms\/assets\/js\/min\/front-end\.js/
const GATED = (process.env.BRAMBLE_WP_EXPECT_GATED ?? '').split(',').filter(Boolean)

describe.runIf(GATED.length > 0)('the installed release, outside the verified range', () => {
  it.for(GATED)(
    "%s: is served the plugin's own scripts; the settings page says why",
    async (runtime) => {
      const url = runtime === 'forms' ? site.pages.forms.contactform!.url : site.pages.post.url
      const p = await openSitePage(browser(), site, url, 'bramble')
      const scripts = [...p.scripts]
      await p.close()
      const [ours, original] =
        runtime === 'forms' ? [OURS_FORMS, ORIGINAL_FORMS] : [OURS_ANTISPAM, ORIGINAL_ANTISPAM]
      expect(scripts.filter((s) => original.test(s))).toHaveLength(1)
      expect(scripts.filter((s) => s.includes(ours))).toEqual([])
      const page = await adminPage('/wp-admin/options-general.php?page=bramble')
      expect(await text(page, `#bramble-compat-table tr[data-runtime=${runtime}]`)).toMatch(
        /is not verified .*its own visitor scripts are served/,
      )
      await page.close()
    },
  )
})

describe('a release outside the verified range', () => {
  beforeAll(async () => {
    // The form builder read as its newest verified release, so the form runtime's side holds
    // whatever form-builder release the site runs (the matrix runs this file on each).
    await site.setOption('bramble_test_plugin_versions', {
      antispam: FAKE,
      forms: VERIFIED.runtimes.forms.verified.at(-1),
    })
  })

  it("a visitor gets the anti-spam plugin's own script; the forms runtime stays ours", async () => {
    const post = await visit(site.pages.post.url)
    expect(post.original).toHaveLength(1)
    expect(post.ours).toEqual([])
    const form = await visit(site.pages.forms.contactform!.url)
    expect(form.ours.filter((s) => s.includes(OURS_FORMS))).toHaveLength(1)
    expect(form.ours.filter((s) => s.includes(OURS_ANTISPAM))).toEqual([])
  })

  it('the admin sees one notice naming the plugin, its version, the verified ones and the way on', async () => {
    const page = await adminPage('/wp-admin/')
    expect(await page.$$('#bramble-gate-notice')).toHaveLength(1)
    const notice = await text(page, '#bramble-gate-notice')
    expect(notice).toContain(`${PLUGIN} ${FAKE} is not verified (verified: `)
    expect(notice).toContain('Use Bramble anyway')
    const links = await page.$$eval('#bramble-gate-notice a', (as) => as.map((a) => a.href))
    expect(links[0]).toBe(
      `${site.url}/wp-admin/options-general.php?page=bramble#bramble-compatibility`,
    )
    await page.close()
  })

  it('Site Health shows the same status in its checks and its Info tab', async () => {
    const status = await adminPage('/wp-admin/site-health.php')
    await status.waitForFunction(
      (label) => document.body.textContent?.includes(label),
      {},
      `Bramble is not verified with ${PLUGIN} ${FAKE}`,
    )
    await status.close()
    const info = await adminPage('/wp-admin/site-health.php?tab=debug')
    expect(await text(info, '#health-check-debug')).toContain(
      `${PLUGIN} ${FAKE} is not verified (verified: `,
    )
    await info.close()
  })

  it('the switch on Settings → Bramble serves ours again for that release, and back', async () => {
    const page = await adminPage('/wp-admin/options-general.php?page=bramble')
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click('#bramble-anyway-antispam'),
    ])
    expect(await text(page, '#bramble-compat-table tr[data-runtime=antispam]')).toContain(
      "Bramble's scripts are served anyway",
    )
    const on = await visit(site.pages.post.url)
    expect(on.ours).toHaveLength(1)
    expect(on.original).toEqual([])
    // Chosen for this release only: the notice no longer asks.
    const dashboard = await adminPage('/wp-admin/')
    expect(await dashboard.$$('#bramble-gate-notice')).toHaveLength(0)
    await dashboard.close()

    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click('#bramble-anyway-antispam'),
    ])
    expect((await visit(site.pages.post.url)).original).toHaveLength(1)
    await page.close()
  })

  it('the switch refuses a request without its nonce', async () => {
    const page = await adminPage('/wp-admin/options-general.php?page=bramble')
    const answer = await page.evaluate(async () => {
      const body = new URLSearchParams({
        action: 'bramble_anyway',
        runtime: 'antispam',
        anyway: '1',
      })
      const r = await fetch('/wp-admin/admin-post.php', { method: 'POST', body })
      return r.status
    })
    await page.close()
    expect(answer).toBe(403)
    expect((await visit(site.pages.post.url)).original).toHaveLength(1)
  })

  it('dismissing the notice hides it until the version changes', async () => {
    const page = await adminPage('/wp-admin/')
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'load' }),
      page.click('#bramble-gate-notice a:last-of-type'),
    ])
    expect(await page.$$('#bramble-gate-notice')).toHaveLength(0)
    await site.setOption('bramble_test_plugin_versions', { antispam: `${FAKE}.1` })
    await page.reload({ waitUntil: 'load' })
    expect(await page.$$('#bramble-gate-notice')).toHaveLength(1)
    await page.close()
  })
})

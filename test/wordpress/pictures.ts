/**
 * Pictures of forms on the real site, original versus Bramble: a stable page, a picture of one
 * form, and the share of pixels that differ (differing pictures kept for a person to see).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import type { Browser, Page } from 'puppeteer'
import type { ExpectStatic } from 'vitest'
import {
  openSitePage,
  type Flavour,
  type OpenOptions,
  type SiteHandle,
  type SitePage,
} from './site'

/**
 * The tolerance: at most 0.2 % of the page's pixels may differ (pixelmatch's per-pixel
 * threshold 0.1), and both pages must be exactly as tall: a form drawn lower or taller shows
 * as a taller page, whatever its own picture. Each picture is the whole page (theme header,
 * post, form, footer), so a shift anywhere counts. Text is laid out by the same browser, fonts
 * and stylesheets. Differing pictures are kept in reports/wordpress-forms.
 */
export const MAX_DIFF_SHARE = 0.002

// A stable picture: no blinking caret, no animation, and embedded frames keep their box but
// not their third-party content (offline, it is an error page that appears at its own pace).
const STILL =
  '*{caret-color:transparent!important;animation:none!important;transition:none!important}' +
  'iframe{visibility:hidden!important}'

/** Opens a form page at 900x900 with the stable style, once its submit button is shown. */
export async function openForPicture(
  browser: Browser,
  site: SiteHandle,
  url: string,
  flavour: Flavour,
  options: OpenOptions = {},
): Promise<SitePage> {
  const p = await openSitePage(browser, site, url, flavour, options)
  await p.page.setViewport({ width: 900, height: 900 })
  await p.page.addStyleTag({ content: STILL })
  await p.page.waitForSelector('.nf-form-cont form input[type=submit]', { timeout: 20_000 })
  return p
}

/** A picture of the whole page, as a visitor who has scrolled through its form sees it. */
export async function shot(page: Page): Promise<PNG> {
  // Frames (an html field's map) finish loading, or failing, first.
  await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 }).catch(() => undefined)
  // Bramble's live calculation displays lay out only once on screen (content-visibility);
  // a visitor reading the form has had each on screen. Without this the picture shows them
  // at their placeholder height, which no visitor sees.
  await page.evaluate(async () => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    for (const el of document.querySelectorAll('.nf-live-display')) {
      el.scrollIntoView({ block: 'center' })
      await frames()
    }
    window.scrollTo(0, 0)
    await frames()
    // The theme's web font, loaded once text uses it: a picture taken before it arrives shows
    // the fallback font, and the whole page is laid out differently (44 px taller, measured).
    await document.fonts.ready
    await frames()
  })
  // The whole page from top to bottom at the viewport's width: a visitor scrolls down it. Not
  // the scroll width: the original's image list overflows sideways with invisible inputs (its
  // `.field-wrap>div input{width:100%}` beats `.nf-sr-only{width:1px}`: a survey page 1207 px
  // wide), which nobody sees and Bramble does not copy.
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }))
  const data = await page.screenshot({
    type: 'png',
    clip: { x: 0, y: 0, width, height },
    captureBeyondViewport: true,
  })
  return PNG.sync.read(Buffer.from(data))
}

// Pictures of every comparison that differs at all, for a person to look at.
const OUT = path.resolve('reports/wordpress-forms')

/** How one comparison came out: the share of differing pixels and both pictures' sizes. */
export interface Diff {
  readonly share: number
  /** `W×H (original) vs W×H (Bramble)`, for messages. */
  readonly size: string
  readonly heights: readonly [original: number, bramble: number]
}

/** The top `height` rows of a picture. */
function crop(png: PNG, height: number): PNG {
  if (png.height === height) return png
  const out = new PNG({ width: png.width, height })
  png.data.copy(out.data, 0, 0, png.width * height * 4)
  return out
}

/**
 * Share of differing pixels between the original's picture and ours. Pictures of another
 * width differ entirely; of another height, the rows one has and the other lacks all count
 * as differing. Differing pictures are written to reports/wordpress-forms.
 */
export function diffShare(name: string, a: PNG, b: PNG): Diff {
  const size = `${a.width}x${a.height} (original) vs ${b.width}x${b.height} (Bramble)`
  const heights = [a.height, b.height] as const
  if (a.width !== b.width) return { share: 1, size, heights }
  const height = Math.min(a.height, b.height)
  const out = new PNG({ width: a.width, height })
  const [ca, cb] = [crop(a, height), crop(b, height)]
  const extra = Math.abs(a.height - b.height) * a.width
  const diff = pixelmatch(ca.data, cb.data, out.data, a.width, height, { threshold: 0.1 }) + extra
  if (diff > 0) {
    mkdirSync(OUT, { recursive: true })
    writeFileSync(path.join(OUT, `${name}-original.png`), PNG.sync.write(a))
    writeFileSync(path.join(OUT, `${name}-bramble.png`), PNG.sync.write(b))
    writeFileSync(path.join(OUT, `${name}-diff.png`), PNG.sync.write(out))
  }
  return { share: diff / (a.width * Math.max(a.height, b.height)), size, heights }
}

/**
 * Checks a comparison against the tolerance: the same page height, then at most
 * {@link MAX_DIFF_SHARE} of the pixels differing. Logs the measure (`[diff] what share size`).
 */
export function expectAlike(expect: ExpectStatic, what: string, d: Diff): void {
  console.log(`[diff] ${what} ${(d.share * 100).toFixed(3)} % ${d.size}`)
  expect(d.heights[1], `${what}: page height, ${d.size}`).toBe(d.heights[0])
  expect(d.share, `${what}: share of pixels differing, ${d.size}`).toBeLessThanOrEqual(
    MAX_DIFF_SHARE,
  )
}

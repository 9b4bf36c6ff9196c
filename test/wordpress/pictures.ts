/**
 * Pictures of forms on the real site, original versus Bramble: a stable page, a picture of one
 * form, and the share of pixels that differ (differing pictures kept for a person to see).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import type { Browser, Page } from 'puppeteer'
import {
  openSitePage,
  type Flavour,
  type OpenOptions,
  type SiteHandle,
  type SitePage,
} from './site'

/**
 * The tolerance: at most 1.5 % of a form's pixels may differ (pixelmatch's per-pixel
 * threshold 0.1). Text is laid out by the same browser, fonts and stylesheets; what remains
 * measured 0-1.1 % on the templates: 1 px vertical shifts of some labels and dropdowns where
 * the original's templates leave whitespace text between inline elements. Differing
 * pictures are kept in reports/wordpress-forms.
 */
export const MAX_DIFF_SHARE = 0.015

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

/** A picture of one form, as a visitor who has scrolled through it sees it. */
export async function shot(page: Page, formId: number): Promise<PNG> {
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
  })
  const el = await page.$(`#nf-form-${formId}-cont`)
  const data = await el!.screenshot({ type: 'png' })
  return PNG.sync.read(Buffer.from(data))
}

// Pictures of every comparison that differs at all, for a person to look at.
const OUT = path.resolve('reports/wordpress-forms')

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
export function diffShare(name: string, a: PNG, b: PNG): { share: number; size: string } {
  const size = `${a.width}x${a.height} (original) vs ${b.width}x${b.height} (Bramble)`
  if (a.width !== b.width) return { share: 1, size }
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
  return { share: diff / (a.width * Math.max(a.height, b.height)), size }
}

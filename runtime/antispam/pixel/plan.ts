import type { AntispamConfig } from '../config/config'

/** What the pixel's start-up step does on a page (contract c.5). */
export type PixelPlan =
  /** Fetch the pixel URL (or read its cached copy) and draw the pixel: dist/antispam-lazy.js. */
  | 'draw'
  /** Only store the URL the server printed, as the original's bundle does. */
  | 'store'
  /** Nothing. */
  | 'none'

/**
 * Decided once the document is parsed, in the main bundle: only a page that draws loads the
 * pixel's code. The original draws when `pixel__enabled`, or in the cookie-less modes when
 * the server drew no pixel, unless the bot detector is on (then its bundle has no pixel
 * drawing at all: it only stores the printed URL, so the server gets no pixel request).
 */
export function pixelPlan(
  config: Pick<AntispamConfig, 'pixelEnabled' | 'pixelUrl' | 'botDetectorEnabled' | 'cookieMode'>,
  doc: Document,
): PixelPlan {
  const { pixelEnabled, pixelUrl, botDetectorEnabled, cookieMode } = config
  if (!botDetectorEnabled) {
    const draws = pixelEnabled || (cookieMode !== 'native' && !doc.querySelector('img#apbct_pixel'))
    if (draws) return 'draw'
  }
  return pixelUrl ? 'store' : 'none'
}

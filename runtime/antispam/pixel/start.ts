import type { AntispamContext } from '../context/feature'
import { acceptPixelUrl, cachePixelUrl, drawPixel, readCachedPixelUrl } from './pixel-url'
import { bramble } from '../../core/message'

async function fetchAndDraw(ctx: AntispamContext): Promise<void> {
  const storage = ctx.win.localStorage
  let url = readCachedPixelUrl(storage)
  if (!url) {
    const r = await ctx.transport.call({
      action: 'apbct_get_pixel_url',
      route: 'apbct_get_pixel_url',
      expect: ctx.config.ajaxType === 'rest' ? 'json' : 'text',
    })
    if (!r.ok) return
    url = acceptPixelUrl(r.data)
    if (!url) {
      ctx.warn(
        bramble(`Ignored the pixel URL from the server: ${JSON.stringify(r.data).slice(0, 80)} `) +
          'does not start with https. No pixel is drawn; check the plugin pixel settings.',
      )
      return
    }
    cachePixelUrl(storage, url)
  }
  ctx.store.set({ apbct_pixel_url: url })
  drawPixel(ctx.win.document, url)
}

/**
 * The pixel's start-up step once the document is parsed (contract c.5): fetch and draw it
 * when `pixel__enabled`, or in the cookie-less modes when the server drew none, unless the bot
 * detector is on; otherwise store the server's URL.
 */
export function startPixel(ctx: AntispamContext): void {
  const { pixelEnabled, pixelUrl, botDetectorEnabled } = ctx.config
  const noCookies = ctx.config.cookieMode !== 'native'
  // With the bot detector on the original's bundle has no pixel drawing at all: it only
  // stores the printed URL, so the server gets no pixel request from such a page.
  const draws = pixelEnabled || (noCookies && !ctx.win.document.querySelector('img#apbct_pixel'))
  if (!botDetectorEnabled && draws) {
    fetchAndDraw(ctx).catch((error: unknown) =>
      console.error(bramble('Failed to load the pixel:'), error),
    )
  } else if (pixelUrl) ctx.store.set({ apbct_pixel_url: pixelUrl })
}

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
 * Fetches the pixel URL (or reads its cached copy) and draws the pixel (contract c.5): the
 * lazily loaded half of the pixel's start-up step, run only where `pixelPlan` says `draw`.
 */
export function fetchAndDrawPixel(ctx: AntispamContext): void {
  fetchAndDraw(ctx).catch((error: unknown) =>
    console.error(bramble('Failed to load the pixel:'), error),
  )
}

import type { AntispamContext, Feature } from '../feature'
import { whenReady } from '../integrations/when-ready'
import { acceptPixelUrl, cachePixelUrl, drawPixel, readCachedPixelUrl } from './pixel-url'

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
        `[bramble] Ignored the pixel URL from the server: ${JSON.stringify(r.data).slice(0, 80)} ` +
          'does not start with https. No pixel is drawn; check the plugin pixel settings.',
      )
      return
    }
    cachePixelUrl(storage, url)
  }
  ctx.store.set({ apbct_pixel_url: url })
  drawPixel(ctx.win.document, url)
}

/** The tracking pixel (contract c.5, e). */
export const pixelFeature: Feature = {
  name: 'pixel',
  install(ctx) {
    const { pixelSetting: mode, pixelEnabled: enabled, pixelUrl: serverUrl } = ctx.config
    // Setting 3 with the bot detector on never draws; 0 is off.
    if (mode === '0' || (mode === '3' && ctx.config.botDetectorEnabled)) return () => undefined
    // The server-printed pixel and <body> exist only once the document is parsed.
    return whenReady(ctx.win, () => {
      const noCookies = ctx.config.cookieMode !== 'native'
      if (enabled || (noCookies && !ctx.win.document.querySelector('img#apbct_pixel'))) {
        fetchAndDraw(ctx).catch((error: unknown) =>
          console.error('[bramble] Failed to load the pixel:', error),
        )
      } else if (serverUrl) ctx.store.set({ apbct_pixel_url: serverUrl })
    })
  },
}

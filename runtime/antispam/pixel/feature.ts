import type { Feature } from '../context/feature'
import { whenReady } from '../events/lifecycle'
import { withLazy } from '../chunks/load-lazy'
import type { fetchAndDrawPixel } from './start'
import { pixelPlan } from './plan'

/** What the pixel takes from dist/antispam-lazy.js (lazy/lazy-parts.ts). */
export interface PixelLazyParts {
  readonly fetchAndDrawPixel: typeof fetchAndDrawPixel
}

/**
 * The tracking pixel (contract c.5, e). Start-up acts only for settings 1 and 2 (setting 3,
 * "auto", is not the visitor script's to act on at start-up, and with the bot detector on it
 * never draws): other pages run nothing more. On these, once the document is parsed (the
 * server-printed pixel and <body> exist only then), `pixelPlan` decides: a page that only
 * stores the printed URL (the bot detector on, or a drawn pixel in native mode) does so here;
 * only a page that draws loads the pixel's code with dist/antispam-lazy.js.
 */
export const pixelFeature: Feature = {
  name: 'pixel',
  install(ctx) {
    const mode = ctx.config.pixelSetting
    if (mode === '0' || mode === '3') return () => undefined
    let stopped = false
    const cancel = whenReady(ctx.win, () => {
      const plan = pixelPlan(ctx.config, ctx.win.document)
      if (plan === 'store') ctx.store.set({ apbct_pixel_url: ctx.config.pixelUrl })
      else if (plan === 'draw')
        withLazy<PixelLazyParts>('load the pixel', (parts) => {
          if (!stopped) parts.fetchAndDrawPixel(ctx)
        })
    })
    return () => {
      stopped = true
      cancel()
    }
  },
}

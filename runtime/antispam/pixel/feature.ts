import type { Feature } from '../context/feature'
import { whenReady } from '../events/lifecycle'
import { withLazy } from '../chunks/load-lazy'
import type { startPixel } from './start'

/** What the pixel takes from dist/antispam-lazy.js (lazy/lazy-parts.ts). */
export interface PixelLazyParts {
  readonly startPixel: typeof startPixel
}

/**
 * The tracking pixel (contract c.5, e). Start-up acts only for settings 1 and 2 (setting 3,
 * "auto", is not the visitor script's to act on at start-up, and with the bot detector on it
 * never draws): other pages run nothing more; on these its code loads with
 * dist/antispam-lazy.js once the document is parsed (the server-printed pixel and <body>
 * exist only then).
 */
export const pixelFeature: Feature = {
  name: 'pixel',
  install(ctx) {
    const mode = ctx.config.pixelSetting
    if (mode === '0' || mode === '3') return () => undefined
    let stopped = false
    const cancel = whenReady(ctx.win, () =>
      withLazy<PixelLazyParts>('load the pixel', (parts) => {
        if (!stopped) parts.startPixel(ctx)
      }),
    )
    return () => {
      stopped = true
      cancel()
    }
  },
}

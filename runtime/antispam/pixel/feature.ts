import type { Feature } from '../feature'
import { whenReady } from '../events/lifecycle'
import { withLazy } from '../lazy/load-lazy'

/**
 * The tracking pixel (contract c.5, e). Pages with the pixel off (setting 0, or 3 with the
 * bot detector on) run nothing more; otherwise its code loads with dist/antispam-lazy.js
 * once the document is parsed (the server-printed pixel and <body> exist only then).
 */
export const pixelFeature: Feature = {
  name: 'pixel',
  install(ctx) {
    const mode = ctx.config.pixelSetting
    if (mode === '0' || (mode === '3' && ctx.config.botDetectorEnabled)) return () => undefined
    let stopped = false
    const cancel = whenReady(ctx.win, () =>
      withLazy('load the pixel', (parts) => {
        if (!stopped) parts.startPixel(ctx)
      }),
    )
    return () => {
      stopped = true
      cancel()
    }
  },
}

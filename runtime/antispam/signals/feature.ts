import type { Feature } from '../context/feature'
import { startSignals } from './index'

/**
 * The signals feature: starts every browser-stored signal when the runtime installs and
 * stops them (every listener and timer) on uninstall. Their reads are exposed as
 * `window.__brambleAntispam.signals()`.
 */
export const signalsFeature: Feature = {
  name: 'signals',
  install(ctx) {
    const running = startSignals({ ...ctx, random: Math.random })
    ctx.expose?.('signals', () => running.read())
    return () => running.stop()
  },
}

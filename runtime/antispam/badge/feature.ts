import { loadChunk } from '../../core/chunk-loader'
import type { Feature } from '../feature'
import { whenReady } from '../events/lifecycle'
import { loadAntispamUi } from '../ui/load-ui'
import type { startBadges } from './start'

/** The badge drawing's chunk (badge/antispam-badge.chunk.ts). */
export const BADGE_CHUNK = 'antispam-badge'

/** Every badge target sits in a comment the server marked `.apbct-trp` (contract e). */
const MARKED = '.apbct-trp'

/** Whether the page prints the badge settings (only when the badge is on). */
function badgeOn(win: Window): boolean {
  const w = win as unknown as Record<string, { theRealPerson?: unknown } | undefined>
  return (
    w.ctTrpAdminLocalize?.theRealPerson !== undefined || w.ctPublic?.theRealPerson !== undefined
  )
}

/**
 * The real-person badge (spec §2.4; contract e). Every page checks the settings and, once
 * the document is parsed, whether a comment is marked; only then does the badge code load
 * (dist/antispam-badge.js) and add the badges. The bundle hands it the UI loader it already
 * holds, so the chunk carries no second copy of the chunk loader (bytes in the first 3 s).
 */
export const badgeFeature: Feature = {
  name: 'real-person badge',
  install(ctx) {
    if (!badgeOn(ctx.win)) return () => undefined
    let stopped = false
    let uninstall: (() => void) | undefined
    // The comment list exists only once the document is parsed (the bundle loads in <head>).
    const cancel = whenReady(ctx.win, () => {
      if (!ctx.win.document.querySelector(MARKED)) return
      // Their own small file in every cookie mode: the alternative mode's start-up save goes
      // without the lazy parts (transport/lazy-transport.ts), so they are not there at once.
      loadChunk<{ startBadges: typeof startBadges }>(BADGE_CHUNK)
        .then((parts) => {
          if (!stopped) uninstall = parts.startBadges(ctx, loadAntispamUi)
        })
        .catch((error: unknown) =>
          console.error('[bramble] Failed to start the real-person badge:', error),
        )
    })
    return () => {
      stopped = true
      cancel()
      uninstall?.()
    }
  },
}

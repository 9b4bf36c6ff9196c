import type { Feature } from '../feature'
import { whenReady } from '../events/lifecycle'
import { withLazy } from '../lazy/load-lazy'

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
 * (dist/antispam-lazy.js) and add the badges.
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
      withLazy('start the real-person badge', (parts) => {
        if (!stopped) uninstall = parts.startBadges(ctx)
      })
    })
    return () => {
      stopped = true
      cancel()
      uninstall?.()
    }
  },
}

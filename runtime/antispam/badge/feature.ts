import type { Feature } from '../context/feature'
import { whenReady } from '../events/lifecycle'
import { loadUiBesideReact } from '../chunks/load-ui'
import { badgeSource } from './look'
import { startBadges } from './start'

/** Every badge target sits in a comment the server marked `.apbct-trp` (contract e). */
const MARKED = '.apbct-trp'

/**
 * The real-person badge (spec §2.4; contract e). Every page checks the settings and, once
 * the document is parsed, whether a comment is marked; only then are the badges added.
 * Drawn by the bundle itself: a chunk of its own cost the comment page a second script
 * (about 1.6 KB gzip more in the first 3 s than drawing here, and its fetch, compilation and
 * evaluation on the main thread). The popups' code loads on the first hover, click or touch.
 */
export const badgeFeature: Feature = {
  name: 'real-person badge',
  install(ctx) {
    // The badge object is printed only when the badge is on.
    if (!badgeSource(ctx.win)) return () => undefined
    let uninstall: (() => void) | undefined
    // The comment list exists only once the document is parsed (the bundle loads in <head>).
    const cancel = whenReady(ctx.win, () => {
      if (ctx.win.document.querySelector(MARKED)) uninstall = startBadges(ctx, loadUiBesideReact)
    })
    return () => {
      cancel()
      uninstall?.()
    }
  },
}

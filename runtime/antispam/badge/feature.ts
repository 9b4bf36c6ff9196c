import type { Feature } from '../feature'
import { whenReady } from '../integrations/when-ready'
import { readBadgeSettings, type BadgeSettings } from './settings'
import { badgeTargets } from './targets'
import { armBadges } from './trigger'

function appendBadge(target: HTMLElement, settings: BadgeSettings): void {
  const doc = target.ownerDocument
  const badge = doc.createElement('div')
  badge.className = 'apbct-real-user-badge'
  const img = doc.createElement('img')
  if (settings.imgPersonUrl) img.src = settings.imgPersonUrl
  img.className = 'apbct-real-user-popup-img'
  img.alt = settings.phrases.heading
  badge.appendChild(img)
  const popup = doc.createElement('div')
  popup.className = 'apbct-real-user-popup'
  target.append(badge, popup)
}

/** The real-person badge (spec §2.4; contract e). */
export const badgeFeature: Feature = {
  name: 'real-person badge',
  install(ctx) {
    const settings = readBadgeSettings(ctx.win, ctx.warn)
    if (!settings) return () => undefined
    let uninstall: (() => void) | undefined
    // The comment list exists only once the document is parsed (the bundle loads in <head>).
    const cancel = whenReady(ctx.win, () => {
      try {
        const targets = badgeTargets(ctx.win.document, settings.admin)
        if (targets.length === 0) return
        targets.forEach((t) => appendBadge(t, settings))
        uninstall = armBadges(ctx.win, settings.phrases)
      } catch (error) {
        console.error('[bramble] The real-person badge failed to start:', error)
      }
    })
    return () => {
      cancel()
      uninstall?.()
    }
  },
}

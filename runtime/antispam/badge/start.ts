import type { AntispamContext } from '../feature'
import type { AntispamUi } from '../ui/types'
import { readBadgeSettings, type BadgeSettings } from './settings'
import { badgeTargets } from './targets'
import { armBadges } from './trigger'

function appendBadge(target: HTMLElement, settings: BadgeSettings): HTMLElement {
  const doc = target.ownerDocument
  const badge = doc.createElement('div')
  badge.className = 'apbct-real-user-badge'
  // A keyboard can reach and open it (Enter or Space); its popup is a named dialog.
  badge.tabIndex = 0
  badge.setAttribute('role', 'button')
  badge.setAttribute('aria-haspopup', 'dialog')
  badge.setAttribute('aria-expanded', 'false')
  const img = doc.createElement('img')
  if (settings.imgPersonUrl) img.src = settings.imgPersonUrl
  img.className = 'apbct-real-user-popup-img'
  img.alt = settings.phrases.heading
  badge.appendChild(img)
  const popup = doc.createElement('div')
  popup.className = 'apbct-real-user-popup'
  popup.tabIndex = -1
  popup.setAttribute('role', 'dialog')
  popup.setAttribute('aria-label', settings.phrases.heading)
  target.append(badge, popup)
  return badge
}

/**
 * Adds the badge and its empty popup to every target of the parsed document and arms them
 * (the popups' code loads on the first hover, click or touch). Returns the teardown.
 */
export function startBadges(ctx: AntispamContext, loadUi: () => Promise<AntispamUi>): () => void {
  const settings = readBadgeSettings(ctx.win, ctx.warn)
  if (!settings) return () => undefined
  const targets = badgeTargets(ctx.win.document, settings.admin)
  if (targets.length === 0) return () => undefined
  const badges = targets.map((t) => appendBadge(t, settings))
  return armBadges(ctx.win, settings.phrases, badges, loadUi)
}

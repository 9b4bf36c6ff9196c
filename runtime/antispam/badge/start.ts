import type { AntispamContext } from '../context/feature'
import type { AntispamUi } from '../chunks/ui-types'
import { readBadgeLook, type BadgeLook } from './look'
import { badgeTargets } from './targets'
import { armBadges } from './trigger'

function appendBadge(target: HTMLElement, look: BadgeLook): HTMLElement {
  const doc = target.ownerDocument
  const badge = doc.createElement('div')
  badge.className = 'apbct-real-user-badge'
  // A keyboard can reach and open it (Enter or Space); its popup is a named dialog.
  badge.tabIndex = 0
  badge.setAttribute('role', 'button')
  badge.setAttribute('aria-haspopup', 'dialog')
  badge.setAttribute('aria-expanded', 'false')
  const img = doc.createElement('img')
  if (look.image) img.src = look.image
  img.className = 'apbct-real-user-popup-img'
  img.alt = look.heading
  badge.appendChild(img)
  const popup = doc.createElement('div')
  popup.className = 'apbct-real-user-popup'
  popup.tabIndex = -1
  popup.setAttribute('role', 'dialog')
  popup.setAttribute('aria-label', look.heading)
  target.append(badge, popup)
  return badge
}

/**
 * Adds the badge and its empty popup to every target of the parsed document and arms them
 * (the popups' code loads on the first hover, click or touch). Returns the teardown.
 */
export function startBadges(ctx: AntispamContext, loadUi: () => Promise<AntispamUi>): () => void {
  const look = readBadgeLook(ctx.win, ctx.warn)
  if (!look) return () => undefined
  const targets = badgeTargets(ctx.win.document, look.admin)
  if (targets.length === 0) return () => undefined
  const badges = targets.map((t) => appendBadge(t, look))
  return armBadges(ctx.win, badges, loadUi, ctx.warn)
}

export { badgeFeature, HOVER_CLOSE_MS, TOUCH_CLOSE_MS } from './feature'
export { badgeTargets } from './targets'
export { readBadgeSettings } from './settings'
export type { BadgeSettings } from './settings'

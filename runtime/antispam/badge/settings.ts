import { isRecord } from '../../core/is-record'
import type { Check } from '../config/config-checks'
import type { BadgeObject } from '../config/config-schemas'
import type { BadgePhrases } from '../chunks/ui-types'
import { badgeImage, badgeSource, httpUrl } from './look'
import { bramble } from '../../core/message'

const isText = (v: unknown): v is string => typeof v === 'string'
const optionalText = (v: unknown) => v === undefined || isText(v)

/**
 * The badge object of the page (`BADGE_OBJECT` in config-schemas.ts, compared with this
 * check by config-checks.test.ts): the phrases, the optional learn-more link and the image.
 */
export const badgeObject: Check<BadgeObject> = (v) => {
  const p = isRecord(v) ? v.phrases : undefined
  if (!isRecord(v) || !isRecord(p)) return { ok: false, reason: 'phrases' }
  if (!isText(p.trpHeading) || !isText(p.trpContent1) || !isText(p.trpContent2))
    return { ok: false, reason: 'phrases' }
  if (!optionalText(p.trpContentLearnMore))
    return { ok: false, reason: 'phrases.trpContentLearnMore' }
  if (!optionalText(v.trpContentLink)) return { ok: false, reason: 'trpContentLink' }
  if (!isText(v.imgPersonUrl)) return { ok: false, reason: 'imgPersonUrl' }
  const phrases: BadgeObject['phrases'] = {
    trpHeading: p.trpHeading,
    trpContent1: p.trpContent1,
    trpContent2: p.trpContent2,
  }
  if ('trpContentLearnMore' in p) phrases.trpContentLearnMore = p.trpContentLearnMore as string
  const out: BadgeObject = { phrases, imgPersonUrl: v.imgPersonUrl }
  if ('trpContentLink' in v) out.trpContentLink = v.trpContentLink as string
  return { ok: true, value: out }
}

/** The badge settings the page prints (`theRealPerson`). */
export interface BadgeSettings {
  readonly phrases: BadgePhrases
  readonly imgPersonUrl: string
  readonly admin: boolean
}

/**
 * Reads `ctTrpAdminLocalize.theRealPerson` (admin) or `ctPublic.theRealPerson` whole (the UI
 * chunk, for the popup). Undefined when the badge is off (the key is printed only when it is
 * on) or malformed (warned once).
 */
export function readBadgeSettings(
  win: Window,
  warn: (message: string) => void,
): BadgeSettings | undefined {
  const source = badgeSource(win)
  if (!source) return undefined
  const parsed = badgeObject(source.value)
  if (!parsed.ok) {
    warn(
      bramble(`Ignored ${source.name}.theRealPerson: it is not the badge object the plugin `) +
        `prints (${parsed.reason}). The real-person popup is off; check the plugin version.`,
    )
    return undefined
  }
  const { phrases, trpContentLink, imgPersonUrl } = parsed.value
  return {
    admin: source.admin,
    imgPersonUrl: badgeImage(imgPersonUrl),
    phrases: {
      heading: phrases.trpHeading,
      content1: phrases.trpContent1,
      content2: phrases.trpContent2,
      learnMore: phrases.trpContentLearnMore ?? 'Learn more',
      learnMoreLink: source.admin ? httpUrl(trpContentLink) : undefined,
    },
  }
}

import { isRecord } from '../../core/is-record'
import { bramble } from '../../core/message'

/** Where the page printed the badge object, and under which global. */
export interface BadgeSource {
  readonly admin: boolean
  readonly name: 'ctTrpAdminLocalize' | 'ctPublic'
  readonly value: unknown
}

/**
 * `ctTrpAdminLocalize.theRealPerson` (admin) or `ctPublic.theRealPerson`; undefined when the
 * badge is off (the key is printed only when it is on).
 */
export function badgeSource(win: Window): BadgeSource | undefined {
  const w = win as unknown as Record<string, unknown>
  const adminGlobal = w.ctTrpAdminLocalize
  const admin = isRecord(adminGlobal) && 'theRealPerson' in adminGlobal
  const source = admin ? adminGlobal : w.ctPublic
  if (!isRecord(source) || source.theRealPerson === undefined) return undefined
  return { admin, name: admin ? 'ctTrpAdminLocalize' : 'ctPublic', value: source.theRealPerson }
}

/** An http(s) URL as it is, else undefined. */
export const httpUrl = (v: string | undefined) => (v && /^https?:\/\//i.test(v) ? v : undefined)

/** The badge image's URL the page may use: http(s) or a root path, else none. */
export const badgeImage = (v: string) => httpUrl(v) ?? (v.startsWith('/') ? v : '')

/** What drawing the badges needs: the image and the heading (the badge's name). */
export interface BadgeLook {
  readonly admin: boolean
  readonly image: string
  readonly heading: string
}

/**
 * The badge object's image and heading, read by the bundle to draw the badges; the popup's
 * phrases are read by the UI chunk when a visitor first opens one (settings.ts). Undefined
 * when the badge is off or those two are not text (warned once).
 */
export function readBadgeLook(win: Window, warn: (message: string) => void): BadgeLook | undefined {
  const source = badgeSource(win)
  if (!source) return undefined
  const v = source.value
  const heading = isRecord(v) && isRecord(v.phrases) ? v.phrases.trpHeading : undefined
  const image = isRecord(v) ? v.imgPersonUrl : undefined
  if (typeof heading === 'string' && typeof image === 'string')
    return { admin: source.admin, heading, image: badgeImage(image) }
  warn(
    bramble(`Ignored ${source.name}.theRealPerson: no text heading and image. The `) +
      'real-person badge is off; check the plugin version.',
  )
  return undefined
}

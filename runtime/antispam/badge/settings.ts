import * as z from 'zod/mini'
import { isRecord } from '../../core/settings'
import type { BadgePhrases } from '../ui/types'

const schema = z.object({
  phrases: z.object({
    trpHeading: z.string(),
    trpContent1: z.string(),
    trpContent2: z.string(),
    trpContentLearnMore: z.optional(z.string()),
  }),
  trpContentLink: z.optional(z.string()),
  imgPersonUrl: z.string(),
})

/** The badge settings the page prints (`theRealPerson`). */
export interface BadgeSettings {
  readonly phrases: BadgePhrases
  readonly imgPersonUrl: string
  readonly admin: boolean
}

const httpUrl = (v: string | undefined) => (v && /^https?:\/\//i.test(v) ? v : undefined)

/**
 * Reads `ctTrpAdminLocalize.theRealPerson` (admin) or `ctPublic.theRealPerson`. Undefined
 * when the badge is off (the key is printed only when it is on) or malformed (warned once).
 */
export function readBadgeSettings(
  win: Window,
  warn: (message: string) => void,
): BadgeSettings | undefined {
  const w = win as unknown as Record<string, unknown>
  const adminGlobal = w.ctTrpAdminLocalize
  const admin = isRecord(adminGlobal) && 'theRealPerson' in adminGlobal
  const source = admin ? adminGlobal : w.ctPublic
  const name = admin ? 'ctTrpAdminLocalize' : 'ctPublic'
  if (!isRecord(source) || source.theRealPerson === undefined) return undefined
  const parsed = schema.safeParse(source.theRealPerson)
  if (!parsed.success) {
    warn(
      `[bramble] Ignored ${name}.theRealPerson: it is not the badge object the plugin prints ` +
        `(${parsed.error.issues[0]?.path.join('.') ?? ''}). The real-person badge is off; ` +
        'check the plugin version.',
    )
    return undefined
  }
  const { phrases, trpContentLink, imgPersonUrl } = parsed.data
  const link = admin ? httpUrl(trpContentLink) : undefined
  return {
    admin,
    imgPersonUrl: httpUrl(imgPersonUrl) ?? (imgPersonUrl.startsWith('/') ? imgPersonUrl : ''),
    phrases: {
      heading: phrases.trpHeading,
      content1: phrases.trpContent1,
      content2: phrases.trpContent2,
      learnMore: phrases.trpContentLearnMore ?? 'Learn more',
      learnMoreLink: link,
    },
  }
}

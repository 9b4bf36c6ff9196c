import type { LoadedScenario } from '../../scenario/load'
import { siteKnobsSchema } from '../../site/knobs'
import { sitePolicySchema } from '../../site/server-policy-schema'
import type { SiteMap } from '../../site/site-map'

const DEFAULT_POLICY = sitePolicySchema.parse({})
const KNOB_NAMES = Object.keys(siteKnobsSchema.shape)
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/**
 * Why a scenario cannot run against the real site the map describes, or undefined when it
 * can. Only the mocked site can serve an `.nff` export, obey a server policy (faults,
 * decode answers, field errors…) or change its settings per scenario; a real site has the
 * pages its map names and the settings its map states.
 */
export function skipReason(loaded: LoadedScenario, map: SiteMap): string | undefined {
  const { page, server } = loaded.scenario
  if (page.nff) return `its page is a form export (${page.nff}) that only the mocked site serves`
  // What only the mock can do comes first: no site map entry would make it runnable.
  const policy = Object.keys(server).filter(
    (k) => !same(server[k as keyof typeof server], DEFAULT_POLICY[k as keyof typeof server]),
  )
  if (policy.length > 0)
    return `needs the mocked server's policy (${policy.map((k) => `server.${k}`).join(', ')})`
  const fixture = page.fixture!
  if (!(fixture in map.pages)) return `page "${fixture}" has no path in the site map`
  const knobs = KNOB_NAMES.filter(
    (k) => !same(page.site[k as keyof typeof page.site], map.site[k as keyof typeof map.site]),
  ).map(
    (k) =>
      `${k}: ${show(page.site[k as keyof typeof page.site])} (the site runs ${show(map.site[k as keyof typeof map.site])})`,
  )
  if (knobs.length > 0) return `needs other site settings: ${knobs.join(', ')}`
  const queryKnobs = Object.keys(page.query).filter((k) => KNOB_NAMES.includes(k))
  if (queryKnobs.length > 0)
    return `its page query sets mocked-site settings (${queryKnobs.join(', ')})`
  return undefined
}

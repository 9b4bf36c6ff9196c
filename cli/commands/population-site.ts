import { readFile } from 'node:fs/promises'
import type { SiteTarget } from '../../sim/driver'
import { UsageError } from '../../sim/errors'
import { bramble } from '../../sim/message'
import type { SiteCommentForm } from '../../sim/scenario/population-site'
import { namesHost, parseSiteAuth, SITE_AUTH_ENV, type SiteAuth } from '../../sim/site'
import type { SiteMap } from '../../sim/site/site-map'
import { loadSiteMap } from './site-target'

/** What marks a population's traffic: appended to every visitor's User-Agent. */
export const POPULATION_MARK = 'bramble-population'

/** Visits per minute against a real site unless `--rate` says otherwise. */
export const DEFAULT_RATE = 3

/** The most visitors sent to a real site unless `--visitor-cap` says otherwise. */
export const DEFAULT_VISITOR_CAP = 100

/** The options of `bramble population` that concern a real site. */
export interface SiteOptions {
  readonly site: string
  readonly siteMap?: string
  readonly siteAuth?: string
  readonly fixture: string
  readonly visitors: number
  readonly visitorCap: number
  /** Visits per minute. */
  readonly rate: number
}

/** A population's real site, checked and read before any visitor goes. */
export interface SitePopulation {
  readonly target: SiteTarget
  readonly form: SiteCommentForm
  /** What the site runs, as its map says. */
  readonly knobs: SiteMap['site']
  /** The least wall time between two visits' starts. */
  readonly paceMs: number
  /** Said on stderr before the run. */
  readonly notes: readonly string[]
}

/** `--rate <n>`: visits per minute, a positive number. */
export function rateOption(value: string): number {
  const n = Number(value)
  if (!(n > 0) || !Number.isFinite(n))
    throw new UsageError(
      bramble(
        `Invalid --rate "${value}": expected visits per minute, a positive number (e.g. 3, or 0.5 for one every two minutes).`,
      ),
    )
  return n
}

/** The credentials of `--site-auth FILE`, else of BRAMBLE_SITE_AUTH, else none. */
async function readAuth(file: string | undefined): Promise<SiteAuth | undefined> {
  if (file !== undefined) {
    const text = await readFile(file, 'utf8').catch((error: Error) => {
      throw new UsageError(
        bramble(
          `Failed to read the site credentials ${file}: ${error.message}. Check the path given to --site-auth.`,
        ),
      )
    })
    return parseSiteAuth(file, text)
  }
  const env = process.env[SITE_AUTH_ENV]
  return env ? parseSiteAuth(`the environment variable ${SITE_AUTH_ENV}`, env) : undefined
}

/**
 * Checks a real-site population before anything is sent: a site map that names the site's
 * host (a population goes only where its owner wrote it may), a path for the page, a visitor
 * count within the cap and credentials only with a route to use them on; then reads the
 * page's comment form once and signs in when credentials are given.
 */
export async function prepareSitePopulation(options: SiteOptions): Promise<SitePopulation> {
  const { site, siteMap: mapFile, fixture } = options
  if (mapFile === undefined)
    throw new UsageError(
      bramble(
        `Refusing to send a population to ${site} without --site-map: the map names the site's pages and the hosts a population may visit (hosts: [${new URL(site).hostname}]). See docs/population.md.`,
      ),
    )
  const map = await loadSiteMap(mapFile)
  const url = new URL(site)
  if (!namesHost(map, url))
    throw new UsageError(
      bramble(
        `Refusing to send a population to ${url.host}: the site map ${mapFile} ${map.hosts?.length ? `names only ${map.hosts.join(', ')} under hosts` : 'names no hosts'}. Add "hosts: [${url.hostname}]" to it if that site is yours to test.`,
      ),
    )
  const path = map.pages[fixture]
  if (path === undefined)
    throw new UsageError(
      bramble(
        `Failed to send a population to ${site}: the site map ${mapFile} has no path for ${fixture}. Add "pages: { ${fixture}: /?p=<post id> }" (a post that takes comments).`,
      ),
    )
  if (options.visitors > options.visitorCap)
    throw new UsageError(
      bramble(
        `Refusing to send ${options.visitors} visitors to ${url.host}: above the cap of ${options.visitorCap} for a real site. Give --visitor-cap ${options.visitors} if the site's owner agrees.`,
      ),
    )
  const auth = await readAuth(options.siteAuth)
  if (auth && !map.outcomes)
    throw new UsageError(
      bramble(
        `Failed to use the site credentials: the site map ${mapFile} names no route to read with them. Add "outcomes: { comment: /wp-json/wp/v2/comments/{id}?context=edit }" (or the admin view /wp-admin/comment.php?action=editcomment&c={id}), or leave the credentials out.`,
      ),
    )
  const { readCommentForm, realSite, signIn, siteUrl } = await import('../../sim/driver')
  const userAgent = `Mozilla/5.0 (compatible; ${POPULATION_MARK})`
  const form = await readCommentForm(siteUrl(url, path), userAgent)
  const session =
    auth && map.outcomes ? await signIn(url, map.outcomes.comment, auth, userAgent) : undefined
  const notes = [
    `${options.visitors} visitors to ${site} at most ${options.rate} a minute, marked "${POPULATION_MARK}" in their User-Agent; each comment ends with "(bramble <run>-<visitor>)"`,
    session
      ? `outcomes read from the reply pages and confirmed at ${map.outcomes!.comment}`
      : map.outcomes
        ? `outcomes read from the reply pages only: give --site-auth FILE (or ${SITE_AUTH_ENV}) to confirm them at ${map.outcomes.comment}`
        : 'outcomes read from the reply pages (the site map names no route to confirm them)',
  ]
  return {
    target: realSite(site, map, {
      mark: POPULATION_MARK,
      ownLanguage: true,
      outcomes: true,
      session,
    }),
    form,
    knobs: map.site,
    paceMs: 60_000 / options.rate,
    notes,
  }
}

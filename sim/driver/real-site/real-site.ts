import type { ServerOutcome } from '../../report/schema'
import type { LoadedScenario } from '../../scenario/load'
import type { SiteMap } from '../../site/site-map'
import type { OpenSite } from '../run/scenario-site'
import { withQuery } from '../run/scenario-site'
import { requestLog } from './observe-requests'
import { replyWatch } from './reply-watch'
import { classifyReply } from './server-outcome'
import { confirmOutcome, type SiteSession } from './site-session'
import { skipReason } from './skip-reason'

/** Where a suite runs when it runs against a real site instead of each scenario's mock. */
export interface SiteTarget {
  /** The site's URL as the user gave it. */
  readonly url: string
  /** Why a scenario cannot run there (it is then reported as skipped), or undefined. */
  skipReason(loaded: LoadedScenario): string | undefined
  /** Opens the site for one scenario that can run there. */
  readonly openSite: OpenSite
}

/** How a population marks and reads its visits to a real site (`bramble population --site`). */
export interface RealSiteOptions {
  /**
   * Appended to every visitor's User-Agent (the raw bot's too), so the site's logs can tell
   * the traffic apart.
   */
  readonly mark?: string
  /**
   * Gives each visitor an Accept-Language of its own (English, told apart by its weight,
   * from the scenario seed): the anti-spam plugin keys a visitor's session on IP, user agent
   * and this header, so visitors from one machine would otherwise share one.
   */
  readonly ownLanguage?: boolean
  /** Reads what the server did with each visit's submission (`ScenarioResult.server`). */
  readonly outcomes?: boolean
  /** A signed-in view of the site that confirms each stored comment's status. */
  readonly session?: SiteSession
}

/** The URL of `sitePath` (from the map, starting with `/`) under the site's URL. */
export function siteUrl(base: URL, sitePath: string): string {
  return new URL(base.pathname.replace(/\/$/, '') + sitePath, base.origin).href
}

/** What the raw-HTTP actor sends as its user agent, as curl-like scripts do. */
const RAW_USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36'

/** The `seed`'s visitor's Accept-Language: English, its weight three decimals from the seed. */
export const visitorLanguage = (seed: number): string =>
  `en-US,en;q=0.${String(100 + (Math.abs(seed) % 900))}`

/**
 * A real site (a staging site, a local WordPress): pages come from the site map, requests
 * are what the browser sent, and nothing is started or stopped. With `options.outcomes`, each
 * visit also reads what the server did with its submission.
 */
export function realSite(url: string, map: SiteMap, options: RealSiteOptions = {}): SiteTarget {
  const base = new URL(url)
  const suffix = options.mark ? ` ${options.mark}` : ''
  return {
    url,
    skipReason: (loaded) => skipReason(loaded, map),
    openSite: async (loaded, clock) => {
      const log = requestLog(base.origin, () => clock.now())
      const watch = replyWatch(base.origin)
      const { page, seed } = loaded.scenario
      const pageUrl = withQuery(siteUrl(base, map.pages[page.fixture!]!), page.query)
      return {
        origin: base.origin,
        pageUrl,
        requests: log.requests,
        async observe(tab) {
          log.observe(tab)
          if (options.outcomes) watch.observe(tab)
          if (suffix) {
            const ua = String(await tab.evaluate('navigator.userAgent'))
            await tab.setUserAgent({ userAgent: `${ua}${suffix}` })
          }
          if (options.ownLanguage)
            await tab.setExtraHTTPHeaders({ 'Accept-Language': visitorLanguage(seed) })
        },
        async post(path, fields) {
          const target = new URL(path, base.origin)
          const userAgent = `${RAW_USER_AGENT}${suffix}`
          log.record({
            method: 'POST',
            url: target.href,
            path: target.pathname,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'user-agent': userAgent,
            },
            body: { type: 'urlencoded', fields },
          })
          // As curl sends it: fetch sets the form's content type from the body.
          const reply = await fetch(target, {
            method: 'POST',
            body: new URLSearchParams(fields),
            headers: { 'user-agent': userAgent },
            redirect: 'manual',
          })
          const text = await reply.text()
          const location = reply.headers.get('location')
          watch.note({ status: reply.status, ...(location ? { location } : {}), text })
        },
        settled: () => log.settled(),
        outcome: options.outcomes
          ? async (): Promise<ServerOutcome> =>
              confirmOutcome(classifyReply(await watch.reply()), options.session)
          : undefined,
        close: async () => undefined,
      }
    },
  }
}

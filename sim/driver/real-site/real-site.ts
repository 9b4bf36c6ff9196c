import type { LoadedScenario } from '../../scenario/load'
import type { SiteMap } from '../../site/site-map'
import type { OpenSite } from '../run/scenario-site'
import { withQuery } from '../run/scenario-site'
import { requestLog } from './observe-requests'
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

/** The URL of `sitePath` (from the map, starting with `/`) under the site's URL. */
export function siteUrl(base: URL, sitePath: string): string {
  return new URL(base.pathname.replace(/\/$/, '') + sitePath, base.origin).href
}

/**
 * A real site (a staging site, a local WordPress): pages come from the site map, requests
 * are what the browser sent, and nothing is started or stopped.
 */
export function realSite(url: string, map: SiteMap): SiteTarget {
  const base = new URL(url)
  return {
    url,
    skipReason: (loaded) => skipReason(loaded, map),
    openSite: async (loaded, clock) => {
      const log = requestLog(base.origin, () => clock.now())
      const { page } = loaded.scenario
      return {
        origin: base.origin,
        pageUrl: withQuery(siteUrl(base, map.pages[page.fixture!]!), page.query),
        requests: log.requests,
        observe: (tab) => log.observe(tab),
        recordPost: (path, fields) =>
          log.record({
            method: 'POST',
            url: new URL(path, base.origin).href,
            path: new URL(path, base.origin).pathname,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: { type: 'urlencoded', fields },
          }),
        settled: () => log.settled(),
        close: async () => undefined,
      }
    },
  }
}

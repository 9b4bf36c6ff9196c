import { readFile } from 'node:fs/promises'
import type { SiteTarget } from '../../sim/driver'
import { UsageError } from '../../sim/errors'
import { bramble } from '../../sim/message'

/** `--site URL`: an http(s) URL of a site, checked before anything starts. */
export function siteOption(value: string): string {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new UsageError(
      bramble(
        `Invalid --site "${value}": expected the http(s) URL of a site, e.g. https://staging.example.com/ or http://127.0.0.1:8080/.`,
      ),
    )
  return url.href
}

/**
 * The real site of `--site URL [--site-map FILE]`. Without a map, pages are where
 * `bramble serve` puts them (`/<fixture id>/`).
 */
export async function loadSiteTarget(
  url: string,
  mapFile: string | undefined,
): Promise<SiteTarget> {
  const [{ realSite }, { pageFixtures }, { identitySiteMap, parseSiteMap }] = await Promise.all([
    import('../../sim/driver'),
    import('../../sim/pages'),
    import('../../sim/site/site-map'),
  ])
  const ids = new Set(pageFixtures.keys())
  if (mapFile === undefined) return realSite(url, identitySiteMap(ids))
  let text: string
  try {
    text = await readFile(mapFile, 'utf8')
  } catch (error) {
    throw new UsageError(
      bramble(
        `Failed to read the site map ${mapFile}: ${(error as Error).message}. Check the path given to --site-map.`,
      ),
    )
  }
  return realSite(url, parseSiteMap(mapFile, text, ids))
}

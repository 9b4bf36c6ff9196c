import path from 'node:path'
import type { Page } from 'puppeteer'
import { nffPage, type PageFixture } from '../../pages'
import type { LoadedScenario } from '../../scenario/load'
import { startSite } from '../../server'
import type { SiteClock } from '../../server/policy/site-clock'
import type { RecordedRequest } from '../../server/site-context'

/** The site a scenario visits: its own mocked site (the default) or a real one (`--site`). */
export interface ScenarioSite {
  /** `http://host:port`: where raw HTTP posts and relative URLs go. */
  readonly origin: string
  /** The URL of the scenario's page. */
  readonly pageUrl: string
  /** The requests the site saw: received by the mock, or sent to a real site by the browser. */
  readonly requests: readonly RecordedRequest[]
  /** Starts recording a tab's requests (a real site cannot tell us what it received). */
  observe?(page: Page): void
  /** Records a raw HTTP post the actor sends from Node (no tab sees it). */
  recordPost?(path: string, fields: Readonly<Record<string, string>>): void
  /** Resolves when the request log is complete (bodies still being read are in). */
  settled?(): Promise<void>
  close(): Promise<void>
}

/** Opens the site for one scenario, on the scenario's site clock. */
export type OpenSite = (
  loaded: LoadedScenario,
  clock: SiteClock,
  distDir: string | undefined,
) => Promise<ScenarioSite>

/** The scenario's own `.nff` export as a page of its site, resolved from the scenario's folder. */
export function ownPageOf(loaded: LoadedScenario): PageFixture | undefined {
  const { nff } = loaded.scenario.page
  return nff === undefined ? undefined : nffPage(path.resolve(path.dirname(loaded.file), nff))
}

/** The fixture id of the scenario's page (an `.nff` export is registered under its own id). */
export function pageIdOf(loaded: LoadedScenario): string {
  return ownPageOf(loaded)?.id ?? loaded.scenario.page.fixture!
}

/** A page path plus the scenario's `page.query`. */
export function withQuery(url: string, query: Readonly<Record<string, string>>): string {
  const search = new URLSearchParams(query).toString()
  if (!search) return url
  return url + (url.includes('?') ? '&' : '?') + search
}

/** The scenario's own mocked site on loopback, with its site knobs and server policy. */
export const openMockSite: OpenSite = async (loaded, clock, distDir) => {
  const { page, server } = loaded.scenario
  // The scenario's own export is registered with its site (it answered 404 otherwise).
  const own = ownPageOf(loaded)
  const pages = own ? [own] : []
  const site = await startSite({ knobs: page.site, policy: server, distDir, clock, pages })
  return {
    origin: site.origin,
    pageUrl: withQuery(site.pageUrl(own?.id ?? page.fixture!), page.query),
    requests: site.context.requests,
    close: () => site.close(),
  }
}

import { setupServer } from 'msw/node'
import { ctPublic, ctPublicFunctions } from '../../sim/pages/antispam-globals'
import { createHandlers } from '../../sim/server/handlers'
import { altSessionValues } from '../../sim/server/handlers/antispam-alt-sessions'
import { createSiteContext } from '../../sim/server/site-context'
import { siteKnobsSchema, type SiteKnobsInput } from '../../sim/site/knobs'
import { sitePolicySchema, type SitePolicyInput } from '../../sim/site/server-policy-schema'
import { readAntispamConfig, type AntispamConfig } from '../antispam/config/config'

/** The origin unit tests run on (vitest.config.ts sets the happy-dom URL). */
export const ORIGIN = 'http://localhost:8080'

/**
 * The shared mocked WordPress site for runtime unit tests: the msw handlers of `sim/server`
 * behind `setupServer`, and the page globals the fixtures print, read as the runtime reads
 * them. `reset(knobs, policy)` gives a fresh site context.
 */
export function antispamSite() {
  let ctx = createSiteContext(siteKnobsSchema.parse({}), sitePolicySchema.parse({}))
  const server = setupServer()
  const api = {
    server,
    get ctx() {
      return ctx
    },
    reset(knobs: SiteKnobsInput = {}, policy: SitePolicyInput = {}) {
      ctx = createSiteContext(siteKnobsSchema.parse(knobs), sitePolicySchema.parse(policy))
      server.resetHandlers(...createHandlers(ctx))
      return api
    },
    /** The config a page of this site yields. */
    config(overrides: Partial<AntispamConfig> = {}): AntispamConfig {
      const page = { origin: ORIGIN, knobs: ctx.knobs, nonces: { ...ctx.nonces } }
      const cfg = readAntispamConfig({
        ctPublicFunctions: ctPublicFunctions(page),
        ctPublic: ctPublic(page),
      })
      return { ...cfg!, ...overrides }
    },
    /** What the site's alt-sessions saves stored, read as the 6.85 server reads them. */
    altSessionValues() {
      return altSessionValues(ctx)
    },
    /** Requests the site received, minus bundle loads. */
    calls() {
      return ctx.requests.filter((r) => !r.path.startsWith('/dist/'))
    },
  }
  return api
}

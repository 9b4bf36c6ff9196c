import { guard, type FetchTables, type Integration, type IntegrationEnv } from './env'
import type { wrapFetch } from './fetch-wrapper'
import { scanReply } from './reply-scan'

type Fetch = typeof fetch

/** What the fetch hook takes from dist/antispam-lazy.js (lazy/lazy-parts.ts). */
export interface FetchLazyParts {
  readonly wrapFetch: typeof wrapFetch
  /** The page's tables with the form front end's own rule first (plugins/ninja-forms.ts). */
  readonly withOwnFetchRules: (tables: FetchTables) => FetchTables
}

/**
 * Whether a call may be one the wrapper rewrites or pre-checks: this project's form front
 * end (`action=nf_ajax_submit` in a URL-encoded body), or any call with a body once the
 * plugin chunk has added its rules.
 */
function mayBeRewritten(body: unknown, env: IntegrationEnv): boolean {
  // A string or URLSearchParams body reads as its text; any other body as "[object …]".
  const { rules, checks } = env.fetchTables
  return rules.length > 0 || checks.length > 0 || String(body).includes('nf_ajax_submit')
}

/**
 * The page's `fetch` wrapper as the main bundle installs it: calls without a body, or that
 * cannot be rewritten, go straight to the page's fetch (the original promise, returned
 * synchronously) with the untrusted reply scan; the first call that may be rewritten loads
 * the complete wrapper (fetch-wrapper.ts, in dist/antispam-lazy.js) and waits for it, and
 * every later call goes through that wrapper.
 */
export function lazyFetchIntegration(load: () => Promise<FetchLazyParts>): Integration {
  return {
    name: 'fetch',
    install(env) {
      const target = env.win as unknown as { fetch: Fetch }
      const original = target.fetch
      if (typeof original !== 'function') return () => undefined
      let active = true
      let full: Fetch | undefined
      let restoreFull: (() => void) | undefined
      const complete = () =>
        load().then((parts) => {
          if (!full) {
            const holder = { fetch: original }
            restoreFull = parts.wrapFetch(holder, env, parts.withOwnFetchRules(env.fetchTables))
            full = holder.fetch
          }
          return full
        })
      const wrapper = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
        if (!active) return original.call(this, input, init)
        if (full) return full.call(this, input, init)
        const body = init?.body
        if (body !== undefined && body !== null) {
          // A marker rendered after load (a form in a frame) brings the plugin hooks now.
          const hooks = guard(() => env.pluginHooks?.())
          if (hooks || guard(() => mayBeRewritten(body, env)))
            return Promise.resolve(hooks)
              .then(complete)
              .then(
                (wrapped) => wrapped.call(this, input, init),
                () => original.call(this, input, init),
              )
        }
        const response = original.call(this, input, init)
        guard(() => scanReply(response, env, false))
        return response
      } as Fetch
      target.fetch = wrapper
      return () => {
        active = false
        restoreFull?.()
        if (target.fetch === wrapper) target.fetch = original
      }
    },
  }
}

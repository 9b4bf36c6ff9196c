import { forceProtectionIntegration } from '../encoded-forms/integration'
import { addToCartLinksIntegration } from './add-to-cart-links'
import { apiFetchIntegration } from './api-fetch'
import type { IntegrationEnv } from './env'
import { giveWpIntegration } from './givewp-iframe'
import { jqueryIntegration } from './jquery-hooks'
import { PLUGIN_FETCH_RULES } from './plugin-fetch-rules'
import { PRE_CHECKS } from './pre-checks'
import { installXhrRules } from './xhr-patch'
import { XHR_RULES } from './xhr-rules'
import { bramble } from '../../core/message'

/** What dist/antispam-plugins.js registers. */
export interface PluginHooks {
  /** Installs every third-party hook of contract (f); returns the teardown. */
  install(env: IntegrationEnv): () => void
}

function remove<T>(list: T[], items: readonly T[]): void {
  for (const item of items) {
    const i = list.indexOf(item)
    if (i >= 0) list.splice(i, 1)
  }
}

/**
 * The third-party hooks, run once the page is parsed: the XHR rules (when one of their
 * markers is there), jQuery's hooks, the `wp.apiFetch` middleware, GiveWP frames, and the
 * fetch wrapper's plugin rules and pre-checks, the add-to-cart links and force protection. Each one is guarded on its own.
 */
export function installPlugins(env: IntegrationEnv): () => void {
  env.fetchTables.rules.push(...PLUGIN_FETCH_RULES)
  env.fetchTables.checks.push(...PRE_CHECKS)
  const teardowns: (() => void)[] = []
  const hooks: [string, () => () => void][] = [
    ['xhr', () => installXhrRules(env, XHR_RULES)],
    [jqueryIntegration.name, () => jqueryIntegration.install(env)],
    [apiFetchIntegration.name, () => apiFetchIntegration.install(env)],
    [giveWpIntegration.name, () => giveWpIntegration.install(env)],
    [addToCartLinksIntegration.name, () => addToCartLinksIntegration.install(env)],
    [forceProtectionIntegration.name, () => forceProtectionIntegration.install(env)],
  ]
  for (const [name, install] of hooks) {
    try {
      teardowns.push(install())
    } catch (error) {
      console.error(bramble(`The ${name} integration failed to start:`), error)
    }
  }
  return () => {
    remove(env.fetchTables.rules, PLUGIN_FETCH_RULES)
    remove(env.fetchTables.checks, PRE_CHECKS)
    for (const teardown of teardowns.reverse()) {
      try {
        teardown()
      } catch {
        // Best effort: the rest still gets restored.
      }
    }
  }
}

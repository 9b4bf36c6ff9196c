import type { IntegrationEnv } from './engine/env'
import { jqueryIntegration } from './engine/jquery-hooks'
import { pluginTables, type PluginIntegration } from './engine/plugin'
import { installXhrRules } from './engine/xhr-patch'
import { PLUGINS } from './plugins'
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
 * The third-party hooks of `plugins` (every one of plugins/index.ts), run once the page is
 * parsed: their fetch rules and pre-checks join the fetch wrapper's tables, the XHR rules
 * turn on (when one of their markers is there), jQuery's hooks read their signs and
 * prefilters, and each plugin's own hooks start. Each one is guarded on its own.
 */
export function installPlugins(
  env: IntegrationEnv,
  plugins: readonly PluginIntegration[] = PLUGINS,
): () => void {
  const tables = pluginTables(plugins)
  env.fetchTables.rules.push(...tables.fetchRules)
  env.fetchTables.checks.push(...tables.preChecks)
  const teardowns: (() => void)[] = []
  const hooks: [string, () => () => void][] = [
    ['xhr', () => installXhrRules(env, tables.xhrRules)],
    ['jquery', () => jqueryIntegration(tables).install(env)],
    ...tables.hooks.map((hook): [string, () => () => void] => [hook.name, () => hook.install(env)]),
  ]
  for (const [name, install] of hooks) {
    try {
      teardowns.push(install())
    } catch (error) {
      console.error(bramble(`The ${name} integration failed to start:`), error)
    }
  }
  return () => {
    remove(env.fetchTables.rules, tables.fetchRules)
    remove(env.fetchTables.checks, tables.preChecks)
    for (const teardown of teardowns.reverse()) {
      try {
        teardown()
      } catch {
        // Best effort: the rest still gets restored.
      }
    }
  }
}

import type { FetchTables } from './engine/env'
import { fakeEnv } from './engine/fake-env.test-helper'
import { pluginTables } from './engine/plugin'
import { PLUGINS } from './plugins'
import { NINJA_FORMS_FETCH_RULE } from './plugins/ninja-forms'

/** Every plugin's tables, as the page has them once the plugin chunk is in. */
export const PLUGIN_TABLES = pluginTables(PLUGINS)

/** The fetch wrapper's tables on such a page: the form front end's rule, then the plugins'. */
export function allFetchTables(): FetchTables {
  return {
    rules: [NINJA_FORMS_FETCH_RULE, ...PLUGIN_TABLES.fetchRules],
    checks: [...PLUGIN_TABLES.preChecks],
  }
}

/** {@link fakeEnv} with every plugin's fetch rules and pre-checks. */
export function pluginsEnv(over: Parameters<typeof fakeEnv>[0] = {}): ReturnType<typeof fakeEnv> {
  return fakeEnv({ fetchTables: allFetchTables(), ...over })
}

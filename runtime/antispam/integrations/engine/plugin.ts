import type { FetchRule, Integration, PreCheck } from './env'
import type { JqueryPrefilter, JquerySign, JqueryTables } from './jquery-hooks'
import type { XhrRule } from './xhr-patch'

/**
 * One third-party plugin of contract (f) and all the runtime does for it: one module in
 * plugins/ named after the plugin, listed once in plugins/index.ts. Nothing at run time
 * reads a plugin's name (only its hooks are named, in the console), so it is the module's. Every part is optional; the engine reads the
 * parts of all plugins through {@link pluginTables}. A descriptor is plain data (no calls at
 * the top of its module): the main bundle imports the plugin modules for their markers only,
 * and the bundler drops the rest of a module only when nothing in it runs at import.
 */
export interface PluginIntegration {
  /**
   * The plugin's mark on a page: a selector, or a finder for one the page's own document
   * does not hold (a same-origin frame). A page that has one loads the plugin chunk
   * (`PLUGIN_MARKERS` in plugins/index.ts); a plugin without one is served on any page with
   * jQuery or `wp.apiFetch`.
   */
  readonly marker?: string | ((doc: Document) => Element | null)
  /** Its fetch calls that get the added field. */
  readonly fetchRules?: readonly FetchRule[]
  /** Its fetch calls the server checks before they leave. */
  readonly preChecks?: readonly PreCheck[]
  /** Its XHR calls that get the added field (present, by default, when its marker is). */
  readonly xhrRules?: readonly XhrRule[]
  /** Its jQuery `ajaxSetup` signs (tested in registry order; a later match wins). */
  readonly jquerySigns?: readonly JquerySign[]
  /** Its jQuery `ajaxPrefilter` rewrites. */
  readonly jqueryPrefilters?: readonly JqueryPrefilter[]
  /** Hooks of its own (frames, links, a middleware), each installed guarded. */
  readonly hooks?: readonly Integration[]
}

/** Every plugin's parts of one kind, in registry order. */
export interface PluginTables extends JqueryTables {
  readonly fetchRules: readonly FetchRule[]
  readonly preChecks: readonly PreCheck[]
  readonly xhrRules: readonly XhrRule[]
  readonly hooks: readonly Integration[]
}

/**
 * The plugin's XHR rules, each present when its own test says so, else when the plugin's
 * marker is on the page.
 */
function xhrRulesOf(plugin: PluginIntegration): readonly XhrRule[] {
  const marker = plugin.marker
  return (plugin.xhrRules ?? []).map((rule) =>
    rule.present || typeof marker !== 'string'
      ? rule
      : { ...rule, present: (doc: Document) => doc.querySelector(marker) !== null },
  )
}

/** The tables the engine's hooks read, gathered from `plugins` in their order. */
export function pluginTables(plugins: readonly PluginIntegration[]): PluginTables {
  const all = <T>(part: (plugin: PluginIntegration) => readonly T[] | undefined): T[] =>
    plugins.flatMap((plugin) => part(plugin) ?? [])
  return {
    fetchRules: all((p) => p.fetchRules),
    preChecks: all((p) => p.preChecks),
    xhrRules: all(xhrRulesOf),
    signs: all((p) => p.jquerySigns),
    prefilters: all((p) => p.jqueryPrefilters),
    hooks: all((p) => p.hooks),
  }
}

/**
 * The visitor contract of one release of a plugin, as `bramble contract` reads it: per
 * category, each name the release's source provides, with a detail whose change counts as a
 * change of that name ('' when the name is all there is).
 */

/** The categories, in the order reports list them. */
export const CATEGORIES = ['globals', 'scripts', 'endpoints', 'storage', 'dom'] as const

/** One category of the contract. */
export type Category = (typeof CATEGORIES)[number]

/** What each category holds, for reports and help. */
export const CATEGORY_TITLES: Readonly<Record<Category, string>> = {
  globals: 'inline globals and their keys',
  scripts: 'script handles (source, dependencies)',
  endpoints: 'AJAX actions, REST routes, remote calls',
  storage: 'cookie and storage names',
  dom: 'DOM markers and template names',
}

/** The two plugins Bramble replaces the visitor scripts of. */
export type PluginKind = 'antispam' | 'forms'

/** Each plugin's main file, by which a release folder is recognised. */
export const MAIN_FILES: Readonly<Record<PluginKind, string>> = {
  antispam: 'cleantalk.php',
  forms: 'ninja-forms.php',
}

/** A category's names → details. */
export type Entries = Readonly<Record<string, string>>

/** The contract of one release. */
export interface Contract {
  readonly plugin: PluginKind
  readonly version: string
  readonly categories: Readonly<Record<Category, Entries>>
}

/**
 * A plugin release's files, read on demand: `files` lists the paths ('/'-separated, relative
 * to the plugin folder), `read` returns one file's text. The extractors see only this, so
 * tests hand them trees written in memory.
 */
export interface PluginTree {
  readonly files: readonly string[]
  read(file: string): string
}

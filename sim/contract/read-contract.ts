import { antispamContract } from './antispam'
import { formsContract } from './forms'
import { CATEGORIES, MAIN_FILES, type Category, type Contract, type Entries } from './types'
import type { PluginKind, PluginTree } from './types'

const EXTRACTORS: Readonly<
  Record<PluginKind, (tree: PluginTree) => Record<Category, Map<string, string>>>
> = {
  antispam: antispamContract,
  forms: formsContract,
}

/** The `Version:` line of the plugin header in its main file, or `unknown`. */
export function pluginVersion(kind: PluginKind, tree: PluginTree): string {
  const main = tree.files.includes(MAIN_FILES[kind]) ? tree.read(MAIN_FILES[kind]) : ''
  return /^[\s*#@/]*Version:\s*(\S+)/m.exec(main)?.[1] ?? 'unknown'
}

/** A map as a plain object with its names in sorted order, so reports and snapshots are stable. */
function sorted(map: ReadonlyMap<string, string>): Entries {
  return Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** Reads the visitor contract of one release of `kind` from its files. */
export function readContract(kind: PluginKind, tree: PluginTree): Contract {
  const found = EXTRACTORS[kind](tree)
  const categories = Object.fromEntries(CATEGORIES.map((c) => [c, sorted(found[c])])) as Record<
    Category,
    Entries
  >
  return { plugin: kind, version: pluginVersion(kind, tree), categories }
}

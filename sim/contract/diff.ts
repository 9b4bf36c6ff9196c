import { CATEGORIES, type Category, type Contract } from './types'

/** One name that differs between two contracts. */
export interface ContractChange {
  readonly category: Category
  readonly name: string
  readonly kind: 'added' | 'removed' | 'changed'
  /** The detail in the base contract (removed, changed). */
  readonly before?: string
  /** The detail in the other contract (added, changed). */
  readonly after?: string
  /** Whether Bramble's runtime or loader relies on the name. */
  readonly used: boolean
}

/** What changed from `base` to `other`, and whether any of it touches what Bramble uses. */
export interface ContractDiff {
  readonly plugin: Contract['plugin']
  readonly base: string
  readonly other: string
  readonly changes: readonly ContractChange[]
  /** True when a change touches a name Bramble uses: the command's exit 1. */
  readonly touchesBramble: boolean
}

/**
 * Compares two contracts of the same plugin, name by name in each category, marking the
 * changes of names `uses` lists (a nested key is listed on its own: `ctPublic.theRealPerson`
 * and `ctPublic.theRealPerson.imgPersonUrl`).
 */
export function diffContracts(
  base: Contract,
  other: Contract,
  uses: Readonly<Record<Category, readonly string[]>>,
): ContractDiff {
  const changes: ContractChange[] = []
  for (const category of CATEGORIES) {
    const a = base.categories[category]
    const b = other.categories[category]
    const used = new Set(uses[category])
    const isUsed = (name: string) => used.has(name)
    const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()
    for (const name of names) {
      const before = a[name]
      const after = b[name]
      if (before === after) continue
      const kind = before === undefined ? 'added' : after === undefined ? 'removed' : 'changed'
      changes.push({ category, name, kind, before, after, used: isUsed(name) })
    }
  }
  return {
    plugin: base.plugin,
    base: base.version,
    other: other.version,
    changes,
    touchesBramble: changes.some((c) => c.used),
  }
}

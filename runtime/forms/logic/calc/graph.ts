import type { CompiledCalc } from './compile'

/** The order calculations recompute in, and who depends on what. */
export interface CalcGraph {
  /** Calc names in dependency order; members of a cycle come last, each once. */
  readonly order: readonly string[]
  /** Field key → names of the calcs that read it. */
  readonly byField: ReadonlyMap<string, readonly string[]>
  /** Calc name → names of the calcs that read it. */
  readonly byCalc: ReadonlyMap<string, readonly string[]>
  /** Names of the calcs caught in a reference cycle (empty when there is none). */
  readonly cycle: readonly string[]
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** Builds the dependency graph; a cycle is detected here, so evaluation never loops. */
export function buildCalcGraph(calcs: readonly CompiledCalc[]): CalcGraph {
  const names = new Set(calcs.map((c) => c.name))
  const byField = new Map<string, string[]>()
  const byCalc = new Map<string, string[]>()
  const pending = new Map<string, number>()
  for (const c of calcs) {
    c.fieldKeys.forEach((k) => push(byField, k, c.name))
    let count = 0
    c.calcNames.forEach((n) => {
      if (!names.has(n)) return
      push(byCalc, n, c.name)
      count++
    })
    pending.set(c.name, count)
  }
  // Kahn's algorithm, keeping the settings order among independent calcs.
  const order: string[] = []
  const ready = calcs.filter((c) => pending.get(c.name) === 0).map((c) => c.name)
  while (ready.length > 0) {
    const name = ready.shift() as string
    order.push(name)
    for (const dependent of byCalc.get(name) ?? []) {
      const left = (pending.get(dependent) ?? 0) - 1
      pending.set(dependent, left)
      if (left === 0) ready.push(dependent)
    }
  }
  const placed = new Set(order)
  const cycle = calcs.map((c) => c.name).filter((n) => !placed.has(n))
  return { order: [...order, ...cycle], byField, byCalc, cycle }
}

// The graph never changes while a form lives: a keystroke changes one field, whose calcs
// are found once.
const byOneField = new WeakMap<CalcGraph, Map<string, readonly string[]>>()

/** The calcs to recompute, in order, after the given fields (by key) changed. */
export function affectedCalcs(graph: CalcGraph, fieldKeys: Iterable<string>): readonly string[] {
  const keys = [...fieldKeys]
  if (keys.length !== 1) return findAffected(graph, keys)
  const key = keys[0] as string
  let cache = byOneField.get(graph)
  if (!cache) byOneField.set(graph, (cache = new Map()))
  let names = cache.get(key)
  if (!names) cache.set(key, (names = findAffected(graph, keys)))
  return names
}

function findAffected(graph: CalcGraph, fieldKeys: readonly string[]): string[] {
  const hit = new Set<string>()
  const stack: string[] = []
  for (const key of fieldKeys) stack.push(...(graph.byField.get(key) ?? []))
  while (stack.length > 0) {
    const name = stack.pop() as string
    if (hit.has(name)) continue
    hit.add(name)
    stack.push(...(graph.byCalc.get(name) ?? []))
  }
  return graph.order.filter((n) => hit.has(n))
}

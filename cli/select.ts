import type { LoadedScenario } from '../sim/scenario/load'
import type { Shard } from './options'

/** Which scenarios to run. Every given filter must match; repeated values of one filter are alternatives. */
export interface ScenarioFilter {
  /** Regular expression (case-insensitive) tested against the id and the name. */
  readonly grep?: RegExp
  readonly actors?: readonly string[]
  readonly tags?: readonly string[]
}

/** The actor kind of a loaded scenario. */
export function actorKind(s: LoadedScenario): string {
  return s.scenario.actor.kind
}

/** Keeps the scenarios that match every filter, in their order. */
export function filterScenarios(
  scenarios: readonly LoadedScenario[],
  filter: ScenarioFilter,
): LoadedScenario[] {
  return scenarios.filter(
    (s) =>
      (!filter.grep || filter.grep.test(s.id) || filter.grep.test(s.scenario.name)) &&
      (!filter.actors?.length || filter.actors.includes(actorKind(s))) &&
      (!filter.tags?.length || filter.tags.some((t) => s.scenario.tags.includes(t))),
  )
}

/**
 * The scenarios of one shard: sorted by id, every n-th starting at i. The split depends on
 * the ids alone, so every CI job computes the same disjoint parts.
 */
export function shardScenarios(
  scenarios: readonly LoadedScenario[],
  shard: Shard,
): LoadedScenario[] {
  return [...scenarios]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .filter((_, i) => i % shard.total === shard.index - 1)
}

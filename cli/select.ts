import type { Command } from 'commander'
import { UsageError } from '../sim/errors'
import type { LoadedScenario } from '../sim/scenario/load'
import { collect, type Shard } from './options'
import { bramble } from '../sim/message'

/** Which scenarios to run. Every given filter must match; repeated values of one filter are alternatives. */
export interface ScenarioFilter {
  /** Regular expression (case-insensitive) tested against the id and the name. */
  readonly grep?: RegExp
  readonly actors?: readonly string[]
  readonly tags?: readonly string[]
}

/** The filter options of a command that picks scenarios, as commander parses them. */
export interface FilterOptions {
  grep?: string
  actor?: string[]
  tag?: string[]
}

/** Adds the scenario paths argument and the `--grep`, `--actor` and `--tag` filters. */
export function scenarioArguments(command: Command): Command {
  return command
    .argument('[paths...]', 'scenario files, directories or globs (default: scenarios/)')
    .option('--grep <regex>', 'only scenarios whose id or name matches (case-insensitive)')
    .option('--actor <kind>', 'only scenarios played by this actor (repeatable)', collect)
    .option('--tag <tag>', 'only scenarios with this tag (repeatable: any of them)', collect)
}

/** The filter the options give; a `--grep` that is no regular expression is a usage error. */
export function scenarioFilter(opts: FilterOptions): ScenarioFilter {
  let grep: RegExp | undefined
  try {
    grep = opts.grep === undefined ? undefined : new RegExp(opts.grep, 'i')
  } catch (error) {
    throw new UsageError(
      bramble(
        `Invalid --grep "${opts.grep}": ${(error as Error).message}. Give a regular expression.`,
      ),
    )
  }
  return { grep, actors: opts.actor, tags: opts.tag }
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

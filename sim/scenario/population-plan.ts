import { ACTOR_KINDS, isBotKind, type ActorKind } from '../actors/create-actor'
import { UsageError } from '../errors'
import type { LoadedScenario } from './load'
import { POPULATION, populationScenario, type PopulationMember } from './population'
import { bramble } from '../message'

/** The tag that marks a population visit, and the prefix that names its kind. */
export const POPULATION_TAG = 'population'
/** The tag prefix that names a population visitor's kind (`visitor:human-mimic`). */
export const VISITOR_TAG = 'visitor:'

/** The visitor kind of recorded people (`recorded=DIR` in a mix). */
export const RECORDED = 'recorded'

/** A parsed `--mix`: weight per kind, and the folder of recorded visits if any. */
export interface Mix {
  readonly weights: Readonly<Record<string, number>>
  readonly recordedDir?: string
}

/**
 * What each fixture's visitors do, per actor kind (several templates of one kind are used
 * in turn: people type, autofill or paste). Only the comment form has templates so far.
 */
export const POPULATION_TEMPLATES: Readonly<Record<string, readonly PopulationMember[]>> = {
  'comment-form': POPULATION,
}

const BOT_KINDS = ACTOR_KINDS.filter(isBotKind)

/** People half, the other half spread evenly over every bot kind (recorded people need a folder). */
export const DEFAULT_MIX = [`human=${BOT_KINDS.length}`, ...BOT_KINDS.map((k) => `${k}=1`)].join(
  ',',
)

const bad = (what: string, fix: string) =>
  new UsageError(bramble(`Failed to read --mix: ${what}. ${fix}`))

/**
 * Parses `human=6,human-mimic=1,recorded=DIR[:weight]`: every key an actor kind (or
 * `recorded`), every weight a positive number; a recorded folder weighs 1 unless given.
 */
export function parseMix(text: string): Mix {
  const weights: Record<string, number> = {}
  let recordedDir: string | undefined
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const eq = part.indexOf('=')
    const key = eq < 0 ? part : part.slice(0, eq)
    const value = eq < 0 ? '' : part.slice(eq + 1)
    if (key === RECORDED) {
      const m = /^(.+?)(?::(\d+(?:\.\d+)?))?$/.exec(value)
      if (!m) throw bad(`"${part}" names no folder`, 'Write recorded=DIR or recorded=DIR:weight')
      recordedDir = m[1]!
      weights[RECORDED] = Number(m[2] ?? 1)
      continue
    }
    if (!(ACTOR_KINDS as readonly string[]).includes(key))
      throw bad(
        `unknown visitor kind "${key}"`,
        `Choose from ${ACTOR_KINDS.filter((k) => k !== RECORDED).join(', ')}, recorded=DIR`,
      )
    const weight = Number(value)
    if (!(weight > 0)) throw bad(`"${part}" has no positive weight`, `Write ${key}=<number>`)
    weights[key] = weight
  }
  if (Object.keys(weights).length === 0)
    throw bad(`"${text}" names no visitor`, 'Write e.g. human=6,human-mimic=1')
  return { weights, recordedDir }
}

/**
 * Splits `visitors` over the weights in proportion, by largest remainder (ties: the order
 * given), so the counts always add up to `visitors`.
 */
export function allocate(visitors: number, weights: Readonly<Record<string, number>>) {
  const entries = Object.entries(weights)
  const total = entries.reduce((a, [, w]) => a + w, 0)
  const exact = entries.map(([kind, w]) => ({ kind, exact: (visitors * w) / total }))
  const counts = new Map(exact.map((e) => [e.kind, Math.floor(e.exact)]))
  let left = visitors - [...counts.values()].reduce((a, b) => a + b, 0)
  const byRemainder = [...exact].sort(
    (a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)),
  )
  for (const e of byRemainder) if (left-- > 0) counts.set(e.kind, counts.get(e.kind)! + 1)
  return counts
}

/** What to generate. */
export interface PopulationPlan {
  readonly visitors: number
  readonly mix: Mix
  readonly fixture: string
  /** Visitor i plays with seed seedBase + i. */
  readonly seedBase: number
  /** The recorded visits of `mix.recordedDir`, loaded by the caller. */
  readonly recorded?: readonly LoadedScenario[]
}

function tagged(loaded: LoadedScenario, id: string, kind: string): LoadedScenario {
  const { scenario } = loaded
  return {
    ...loaded,
    id,
    scenario: {
      ...scenario,
      tags: [POPULATION_TAG, `${VISITOR_TAG}${kind}`],
      // A measurement, not a test: only the page's health is expected of each visit.
      expect: [{ kind: 'page-errors', count: 0 }],
    },
  }
}

/**
 * The population's visits: each kind's share of `visitors`, interleaved so that every part
 * of the run (and every shard) holds every kind, visitor i with seed seedBase + i. People
 * take the fixture's person templates in turn; recorded visits are replayed as recorded.
 */
export function planPopulation(plan: PopulationPlan): LoadedScenario[] {
  const templates = POPULATION_TEMPLATES[plan.fixture]
  if (!templates)
    throw new UsageError(
      bramble(
        `Failed to build a population on ${plan.fixture}: no visitor templates for that page. Choose --fixture ${Object.keys(POPULATION_TEMPLATES).join(', ')}.`,
      ),
    )
  const recorded = plan.recorded ?? []
  if (plan.mix.weights[RECORDED] !== undefined && recorded.length === 0)
    throw new UsageError(
      bramble(
        `Failed to build a population: ${plan.mix.recordedDir ?? 'the recorded folder'} holds no scenario. Record visits first, or drop recorded= from --mix.`,
      ),
    )
  const counts = allocate(plan.visitors, plan.mix.weights)
  // Evenly spread: the j-th of n visitors of a kind sits at (j + 0.5) / n of the run.
  const slots = [...counts].flatMap(([kind, n]) =>
    Array.from({ length: n }, (_, j) => ({ kind, j, at: (j + 0.5) / n })),
  )
  slots.sort((a, b) => a.at - b.at)
  return slots.map(({ kind, j }, i) => {
    const id = `population/${kind}/${String(i).padStart(5, '0')}`
    if (kind === RECORDED) return tagged(recorded[j % recorded.length]!, id, kind)
    const members = templates.filter((m) => m.kind === (kind as ActorKind))
    const member = members[j % members.length]
    if (!member)
      throw new UsageError(
        bramble(
          `Failed to build a population on ${plan.fixture}: no template for ${kind} visitors. Drop ${kind} from --mix.`,
        ),
      )
    const loaded = populationScenario(member, plan.seedBase + i)
    return tagged(
      {
        ...loaded,
        scenario: { ...loaded.scenario, page: { ...loaded.scenario.page, fixture: plan.fixture } },
      },
      id,
      kind,
    )
  })
}

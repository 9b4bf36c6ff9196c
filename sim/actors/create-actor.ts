import type { Actor, ActorOptions } from './actor'
import {
  constantTyper,
  headlessDefault,
  instantFill,
  pasteBot,
  rawHttp,
  replayBot,
  stealthBot,
  type BotParams,
} from './bots'
import { formAgent } from './form-agent'
import { createHuman, type HumanParams } from './human'
import { humanMimic } from './human-mimic'
import { patientBot } from './patient-bot'
import { recordedActor, type Recording } from './recorded'
import { replayJitter } from './replay-jitter'
import { tracedAutomation } from './traced-automation'

/** Everything an actor factory may be given. */
export type ActorParams = HumanParams & BotParams & { readonly recording?: Recording }

/** Builds one actor from the scenario seed, its parameters and the driver's options. */
export type ActorFactory = (seed: number, params: ActorParams, options: ActorOptions) => Actor

/**
 * Every actor a scenario can name, by kind: one module each, one line here (the graded bot
 * zoo is documented in docs/bot-zoo.md).
 */
export const ACTORS = {
  human: createHuman,
  'instant-fill': () => instantFill(),
  'constant-typer': (_seed, params) => constantTyper(params),
  'paste-bot': () => pasteBot(),
  headless: () => headlessDefault(),
  stealth: (_seed, _params, options) => stealthBot(options),
  replay: (_seed, params, options) => replayBot(params, options),
  'raw-http': () => rawHttp(),
  'human-mimic': humanMimic,
  'replay-jitter': replayJitter,
  'form-agent': formAgent,
  'patient-bot': patientBot,
  'traced-automation': tracedAutomation,
  recorded: (_seed, params) => recordedActor(params.recording),
} as const satisfies Record<string, ActorFactory>

/** One actor kind. */
export type ActorKind = keyof typeof ACTORS

/** The kinds that are people (a person's own recorded visit is one); every other is a bot. */
export const PEOPLE: readonly ActorKind[] = ['human', 'recorded']

/** Whether an actor kind (as a report names it) is a bot. */
export const isBotKind = (kind: string): boolean => !(PEOPLE as readonly string[]).includes(kind)

/** Every actor kind a scenario can name, in the table's order. */
export const ACTOR_KINDS = Object.keys(ACTORS) as [ActorKind, ...ActorKind[]]

/** The actor of `kind` for a scenario seed; `options` are the driver's (pointer rate). */
export function createActor(
  kind: ActorKind,
  seed: number,
  params: ActorParams = {},
  options: ActorOptions = {},
): Actor {
  const factory: ActorFactory = ACTORS[kind]
  return factory(seed, params, options)
}

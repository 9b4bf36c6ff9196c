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
import { createHuman, type HumanParams } from './human'

/** Every actor kind a scenario can name. */
export const ACTOR_KINDS = [
  'human',
  'instant-fill',
  'constant-typer',
  'paste-bot',
  'headless',
  'stealth',
  'replay',
  'raw-http',
] as const

/** One actor kind. */
export type ActorKind = (typeof ACTOR_KINDS)[number]

/** The actor of `kind` for a scenario seed; `options` are the driver's (pointer rate). */
export function createActor(
  kind: ActorKind,
  seed: number,
  params: HumanParams & BotParams = {},
  options: ActorOptions = {},
): Actor {
  switch (kind) {
    case 'human':
      return createHuman(seed, params, options)
    case 'instant-fill':
      return instantFill()
    case 'constant-typer':
      return constantTyper(params)
    case 'paste-bot':
      return pasteBot()
    case 'headless':
      return headlessDefault()
    case 'stealth':
      return stealthBot(options)
    case 'replay':
      return replayBot(params, options)
    case 'raw-http':
      return rawHttp()
  }
}

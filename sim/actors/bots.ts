import type { Actor, ActorEnvironment, ActorOptions } from './actor'
import { planBot, type BotStyle } from './bot-planner'
import { createHuman } from './human'

const HEADLESS: ActorEnvironment = { webdriver: true, userAgent: 'headless' }
const HIDDEN: ActorEnvironment = { webdriver: false, userAgent: 'desktop' }

function bot(
  kind: string,
  environment: ActorEnvironment,
  style: BotStyle,
  options: ActorOptions = {},
  runsJavaScript = true,
): Actor {
  const interval = options.pointerIntervalMs
  return {
    kind,
    environment,
    runsJavaScript,
    plan: (step, state) => planBot(style, step, state, interval),
  }
}

/** Parameters scenarios may give the bots. */
export interface BotParams {
  /** constant-typer: the fixed key interval (ms). */
  readonly intervalMs?: number
  /** replay: the seed of the recorded human trail it replays. */
  readonly recordingSeed?: number
  /** patient-bot: how long it waits before submitting (ms). */
  readonly waitMs?: number
}

/** No pointer, values assigned by script, submitted by script, all within milliseconds. */
export const instantFill = (): Actor =>
  bot('instant-fill', HIDDEN, {
    pointer: 'none',
    input: 'set',
    keyIntervalMs: 0,
    keyHoldMs: 0,
    stepGapMs: 5,
  })

/** Jumps to each field and types every key at the same interval. */
export const constantTyper = (p: BotParams = {}): Actor =>
  bot('constant-typer', HIDDEN, {
    pointer: 'teleport',
    input: 'keys',
    keyIntervalMs: p.intervalMs ?? 100,
    keyHoldMs: 20,
    stepGapMs: 50,
  })

/** Pastes every value without a key, focusing fields by script. */
export const pasteBot = (): Actor =>
  bot('paste-bot', HIDDEN, {
    pointer: 'none',
    input: 'paste',
    keyIntervalMs: 0,
    keyHoldMs: 0,
    stepGapMs: 30,
  })

/** Puppeteer as shipped: webdriver on, HeadlessChrome user agent, `page.click`/`page.type`. */
export const headlessDefault = (): Actor =>
  bot('headless', HEADLESS, {
    pointer: 'teleport',
    input: 'keys',
    keyIntervalMs: 1,
    keyHoldMs: 0,
    stepGapMs: 10,
  })

/** Hides webdriver and edits the user agent, but moves in straight lines and types evenly. */
export const stealthBot = (options: ActorOptions = {}): Actor =>
  bot(
    'stealth',
    HIDDEN,
    { pointer: 'linear', input: 'keys', keyIntervalMs: 120, keyHoldMs: 40, stepGapMs: 400 },
    options,
  )

/** Replays one recorded human trail exactly, whatever the scenario seed. */
export function replayBot(p: BotParams = {}, options: ActorOptions = {}): Actor {
  const recorded = createHuman(p.recordingSeed ?? 424242, {}, options)
  return { ...recorded, kind: 'replay' }
}

/** Posts forms over HTTP without a browser: no JavaScript, no cookies, no signals. */
export const rawHttp = (): Actor =>
  bot(
    'raw-http',
    { webdriver: false, userAgent: 'desktop' },
    { pointer: 'none', input: 'set', keyIntervalMs: 0, keyHoldMs: 0, stepGapMs: 20 },
    {},
    false,
  )

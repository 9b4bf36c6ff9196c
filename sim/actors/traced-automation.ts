import type { Actor, ActorEnvironment, ActorOptions } from './actor'
import { createHuman, type HumanParams } from './human'

/**
 * The globals a WebDriver server's page-side helper leaves in every document it drives:
 * arrays cached on `window` under a fixed `cdc_` key, before the page's own scripts run.
 */
export const WEBDRIVER_GLOBALS: readonly string[] = [
  'cdc_adoQpoasnfa76pfcZLmcfl_Array',
  'cdc_adoQpoasnfa76pfcZLmcfl_Promise',
  'cdc_adoQpoasnfa76pfcZLmcfl_Symbol',
]

const TRACED: ActorEnvironment = {
  webdriver: true,
  userAgent: 'desktop',
  automationGlobals: WEBDRIVER_GLOBALS,
}

/**
 * An automation that behaves well and leaves protocol traces (docs/bot-zoo.md): it moves,
 * reads and types exactly like the human model (same seed, same events), in a browser whose
 * driver shows: `navigator.webdriver` is true and the driver's globals are in the page. Its
 * user agent is an ordinary desktop one.
 */
export function tracedAutomation(
  seed: number,
  params: HumanParams,
  options: ActorOptions = {},
): Actor {
  const person = createHuman(seed, params, options)
  return { ...person, kind: 'traced-automation', environment: TRACED }
}

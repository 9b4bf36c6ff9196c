import type { Browser, BrowserContext, Page } from 'puppeteer'
import type { ActorEnvironment } from '../actors/actor'
import { setupPage } from './setup-page'

/** A fresh browser context (its own cookies, storage and cache) with one page, not yet navigated. */
export interface Tab {
  readonly context: BrowserContext
  readonly page: Page
}

/** Every scenario runs in UTC. */
const TIMEZONE = 'UTC'

/** Opens a fresh context and a page dressed as `env` (setup-page.ts); nothing stays open on failure. */
export async function openTab(browser: Browser, env: ActorEnvironment): Promise<Tab> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await setupPage(page, env, TIMEZONE)
    return { context, page }
  } catch (error) {
    await context.close().catch(() => undefined)
    throw error
  }
}

/** Tabs for one worker, each opened while the worker's previous scenario runs. */
export interface TabsAhead {
  /**
   * A tab dressed as `env`: the one opened ahead if it was dressed the same, else a new one.
   * Starts opening the next, dressed as `nextEnv`, unless that is undefined.
   */
  take(env: ActorEnvironment, nextEnv: ActorEnvironment | undefined): Promise<Tab>
  /** Closes the tab opened ahead, if any. */
  close(): Promise<void>
}

const sameEnv = (a: ActorEnvironment, b: ActorEnvironment) =>
  a.webdriver === b.webdriver &&
  a.userAgent === b.userAgent &&
  (a.automationGlobals ?? []).join() === (b.automationGlobals ?? []).join() &&
  JSON.stringify(a.viewport ?? null) === JSON.stringify(b.viewport ?? null)

/**
 * Starting a page's renderer process and dressing it is most of a scenario's setup (about
 * 0.5–1 s of wall time on a busy 2-core machine), while a running scenario mostly waits on
 * frames and DevTools round trips: so in virtual time each worker opens its next tab during
 * the current scenario.
 */
export function tabsAhead(browser: Browser): TabsAhead {
  let ahead: { env: ActorEnvironment; tab: Promise<Tab> } | undefined
  const open = (env: ActorEnvironment) => {
    const tab = openTab(browser, env)
    tab.catch(() => undefined)
    return { env, tab }
  }
  const discard = (spare: Promise<Tab>) =>
    spare.then((t) => t.context.close()).catch(() => undefined)
  return {
    take(env, nextEnv) {
      let tab: Promise<Tab>
      if (ahead && sameEnv(ahead.env, env)) tab = ahead.tab
      else {
        if (ahead) void discard(ahead.tab)
        tab = open(env).tab
      }
      ahead = nextEnv ? open(nextEnv) : undefined
      return tab
    },
    async close() {
      const spare = ahead
      ahead = undefined
      if (spare) await discard(spare.tab)
    },
  }
}

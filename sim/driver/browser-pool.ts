import puppeteer, { type Browser } from 'puppeteer'
import { InfraError } from '../errors'
import { launchBrowser } from './launch'
import type { ResolvedBrowser } from './resolve-browser'
import { bramble } from '../message'

/** One browser of the pool and where it runs (`local` for a launched one). */
export interface PoolBrowser {
  readonly browser: Browser
  readonly endpoint: string
}

/** The browsers of a run: one launched locally, or one connection per remote endpoint. */
export interface BrowserPool {
  /** The browsers as first opened, one per slot. */
  readonly browsers: readonly PoolBrowser[]
  /**
   * The browser of a slot, live: when its connection dropped (or the launched browser
   * died) it is reconnected (relaunched) first; concurrent callers share one attempt.
   */
  acquire(slot: number): Promise<PoolBrowser>
  /** Closes launched browsers (killing them if they do not close) and drops connections. */
  close(): Promise<void>
}

/** Options of {@link openPool}. */
export interface PoolOptions {
  /** How long to keep trying to reconnect to an endpoint that dropped (default 30 s). */
  readonly reconnectMs?: number
  /** Told when something takes time: a pool queueing the session, a reconnection. */
  readonly onNote?: (note: string) => void
}

/** Wall time after which a connection still being set up is said to wait in a queue. */
export const QUEUE_NOTE_MS = 2000
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Connects to a DevTools endpoint. A pool that queues sessions (a browserless-style service
 * at its concurrency limit) completes the WebSocket handshake only when a session is free:
 * connecting then simply waits, with a note after QUEUE_NOTE_MS.
 */
async function connect(endpoint: string, onNote?: (note: string) => void): Promise<Browser> {
  const note = setTimeout(
    () => onNote?.(`waiting for a browser session at ${endpoint} (the pool queues it)`),
    QUEUE_NOTE_MS,
  )
  try {
    return await puppeteer.connect({ browserWSEndpoint: endpoint, protocolTimeout: 120_000 })
  } finally {
    clearTimeout(note)
  }
}

/** Launches or connects; on failure closes what was already opened. */
export async function openPool(
  resolved: ResolvedBrowser | undefined,
  endpoints: readonly string[],
  options: PoolOptions = {},
): Promise<BrowserPool> {
  const slots: PoolBrowser[] = []
  // Contexts that were there before the run (another client's): never ours to close.
  const foreign = new Set<string>()
  const contextIds = (b: Browser) =>
    b.browserContexts().flatMap((c) => (c.id === undefined ? [] : [c.id]))
  const pending = new Map<number, Promise<PoolBrowser>>()
  let closed = false
  const shut = async ({ browser, endpoint }: PoolBrowser) => {
    if (endpoint !== 'local') return browser.disconnect().catch(() => undefined)
    const proc = browser.process()
    await Promise.race([browser.close(), sleep(3000)]).catch(() => undefined)
    if (proc && proc.exitCode === null) proc.kill('SIGKILL')
  }
  const close = async () => {
    closed = true
    // A reconnection still under way shuts what it opens itself (see reopen).
    await Promise.allSettled([...pending.values()])
    await Promise.all(slots.map(shut))
  }
  const open = async (endpoint: string): Promise<Browser> => {
    if (endpoint === 'local') return launchBrowser(resolved!)
    try {
      return await connect(endpoint, options.onNote)
    } catch (error) {
      throw new InfraError(
        bramble(`Failed to connect to the browser at ${endpoint}: ${(error as Error).message}. `) +
          'Check that it runs with --remote-debugging-port and that the address is reachable.',
        { cause: error },
      )
    }
  }
  // Tries again until reconnectMs has passed: a pool restarting a browser, a proxy coming back.
  const reopen = async (slot: number): Promise<PoolBrowser> => {
    const { endpoint } = slots[slot]!
    const until = performance.now() + (options.reconnectMs ?? 30_000)
    options.onNote?.(`the browser at ${endpoint} went away; reconnecting`)
    for (let wait = 250; ; wait = Math.min(wait * 2, 4000)) {
      if (closed)
        throw new InfraError(bramble(`The run stopped while reconnecting to ${endpoint}.`))
      try {
        const fresh = { browser: await open(endpoint), endpoint }
        if (closed) {
          await shut(fresh)
          throw new InfraError(bramble(`The run stopped while reconnecting to ${endpoint}.`))
        }
        // The dropped connection's contexts may still be open in the browser: close them.
        const ours = new Set(contextIds(slots[slot]!.browser).filter((id) => !foreign.has(id)))
        await Promise.all(
          fresh.browser
            .browserContexts()
            .filter((c) => c.id !== undefined && ours.has(c.id))
            .map((c) => c.close().catch(() => undefined)),
        )
        slots[slot] = fresh
        return fresh
      } catch (error) {
        if (performance.now() + wait > until) throw error
        await sleep(wait)
      }
    }
  }
  try {
    if (endpoints.length === 0) slots.push({ browser: await open('local'), endpoint: 'local' })
    for (const endpoint of endpoints) {
      const browser = await open(endpoint)
      for (const id of contextIds(browser)) foreign.add(id)
      slots.push({ browser, endpoint })
    }
  } catch (error) {
    await close()
    throw error
  }
  return {
    browsers: [...slots],
    acquire(slot) {
      const current = slots[slot]!
      if (current.browser.connected) return Promise.resolve(current)
      let attempt = pending.get(slot)
      if (!attempt) {
        attempt = reopen(slot).finally(() => pending.delete(slot))
        pending.set(slot, attempt)
      }
      return attempt
    },
    close,
  }
}

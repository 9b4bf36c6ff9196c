import puppeteer, { type Browser } from 'puppeteer'
import { InfraError } from '../errors'
import { launchBrowser } from './launch'
import type { ResolvedBrowser } from './resolve-browser'

/** The browsers of a run: one launched locally, or one connection per remote endpoint. */
export interface BrowserPool {
  readonly browsers: readonly { readonly browser: Browser; readonly endpoint: string }[]
  /** Closes launched browsers (killing them if they do not close) and drops connections. */
  close(): Promise<void>
}

/** Launches or connects; on failure closes what was already opened. */
export async function openPool(
  resolved: ResolvedBrowser | undefined,
  endpoints: readonly string[],
): Promise<BrowserPool> {
  const browsers: { browser: Browser; endpoint: string }[] = []
  const close = async () => {
    await Promise.all(
      browsers.map(async ({ browser, endpoint }) => {
        if (endpoint !== 'local') return browser.disconnect().catch(() => undefined)
        const proc = browser.process()
        await Promise.race([browser.close(), new Promise((r) => setTimeout(r, 3000))]).catch(
          () => undefined,
        )
        if (proc && proc.exitCode === null) proc.kill('SIGKILL')
      }),
    )
  }
  try {
    if (endpoints.length === 0)
      browsers.push({ browser: await launchBrowser(resolved!), endpoint: 'local' })
    for (const endpoint of endpoints) {
      try {
        browsers.push({
          browser: await puppeteer.connect({ browserWSEndpoint: endpoint }),
          endpoint,
        })
      } catch (error) {
        throw new InfraError(
          `[bramble] Failed to connect to the browser at ${endpoint}: ${(error as Error).message}. ` +
            'Check that it runs with --remote-debugging-port and that the address is reachable.',
          { cause: error },
        )
      }
    }
  } catch (error) {
    await close()
    throw error
  }
  return { browsers, close }
}

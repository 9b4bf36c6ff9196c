import type { BrowserContext, Page } from 'puppeteer'
import type { Captured, Outcomes } from '../../report/schema'
import type { RecordedRequest } from '../../server/site-context'
import type { ObservedPage } from '../../verdict/extract'
import { callInPage } from '../in-page-source'
import { runtimeSignals } from './runtime-signals'

/** Everything read back at the end of a scenario. */
export interface PageCapture {
  readonly captured: Captured
  readonly observed: ObservedPage | null
}

/** The query string of a recorded URL ('' when none). */
const searchOf = (url: string): string => {
  try {
    return new URL(url).search
  } catch {
    return ''
  }
}

/** The requests of the scenario's site worth reporting (bundles left out). */
export function reportedRequests(requests: readonly RecordedRequest[]): Captured['requests'] {
  return requests
    .filter((r) => !r.path.startsWith('/dist/'))
    .map(({ seq, method, url, path, body, at, fault }) => ({
      seq,
      method,
      path,
      ...(searchOf(url) ? { search: searchOf(url) } : {}),
      body,
      ...(at === undefined ? {} : { at }),
      ...(fault === undefined ? {} : { fault }),
    }))
}

const safely = async <T>(read: () => Promise<T>, fallback: T): Promise<T> => {
  try {
    return await read()
  } catch {
    return fallback
  }
}

/**
 * Reads cookies, both storages, the DOM outcomes and the page observer's record. Page
 * reads tolerate a page that is gone or mid-navigation: what could not be read is empty.
 */
export async function capturePage(
  context: BrowserContext | undefined,
  page: Page | undefined,
  base: Pick<Captured, 'console' | 'pageErrors'>,
  requests: readonly RecordedRequest[],
): Promise<PageCapture> {
  const read = <T>(module: string, fn: string, fallback: T) =>
    page ? safely(() => callInPage<T>(page, module, fn), fallback) : Promise.resolve(fallback)
  // Independent reads of one instant of visitor time (time stands still), overlapped.
  const [jar, localStorage, sessionStorage, outcomes, observed, fields] = await Promise.all([
    context ? safely(() => context.cookies(), []) : Promise.resolve([]),
    read<Record<string, string>>('read-storage', 'readLocalStorage', {}),
    read<Record<string, string>>('read-storage', 'readSessionStorage', {}),
    read<Outcomes | undefined>('dom-outcomes', 'readOutcomes', undefined),
    page
      ? safely(
          () =>
            page.evaluate(
              'window.__brambleObserved ? window.__brambleObserved : null',
            ) as Promise<ObservedPage | null>,
          null,
        )
      : Promise.resolve(null),
    read<ObservedPage['fields']>('observer', 'readFields', []),
  ])
  const cookies: Record<string, string> = {}
  for (const c of jar) cookies[c.name] = safeDecode(c.value)
  const captured: Captured = {
    cookies,
    localStorage,
    sessionStorage: withoutOwn(sessionStorage),
    console: base.console,
    pageErrors: base.pageErrors,
    requests: reportedRequests(requests),
  }
  return {
    captured: { ...captured, signals: runtimeSignals(captured), ...(outcomes ? { outcomes } : {}) },
    observed: observed ? { ...observed, fields } : null,
  }
}

function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}

// The observer's own keys are the driver's, not the runtime's.
function withoutOwn(entries: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).filter(([k]) => !k.startsWith('__bramble')))
}

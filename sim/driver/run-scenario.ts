import type { Browser } from 'puppeteer'
import type { Captured, ScenarioResult } from '../report/schema'
import type { LoadedScenario } from '../scenario/load'
import { startSite } from '../server'
import { checkExpectation } from './check-expectation'
import { callInPage } from './in-page-source'
import { performStep } from './perform-step'

/** Options for one scenario run. */
export interface RunScenarioOptions {
  readonly distDir?: string
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    const t = setTimeout(() => reject(new Error(`scenario timed out after ${ms} ms`)), ms)
    t.unref()
  })
}

/**
 * Runs one scenario in its own browser context against its own mocked site, and returns
 * its result. Expectation failures and page problems are results, not exceptions.
 */
export async function runScenario(
  browser: Browser,
  loaded: LoadedScenario,
  options: RunScenarioOptions = {},
): Promise<ScenarioResult> {
  const { scenario } = loaded
  const started = performance.now()
  const startedAt = new Date().toISOString()
  const captured: Captured = {
    cookies: {},
    localStorage: {},
    console: [],
    pageErrors: [],
    requests: [],
  }
  const base = {
    id: loaded.id,
    file: loaded.file,
    name: scenario.name,
    tags: scenario.tags,
    startedAt,
  }
  const site = await startSite({
    knobs: scenario.page.site,
    policy: scenario.server,
    distDir: options.distDir,
  })
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    page.on('console', (m) => captured.console.push({ type: m.type(), text: m.text() }))
    page.on('pageerror', (e) =>
      captured.pageErrors.push(e instanceof Error ? e.message : String(e)),
    )
    const body = async () => {
      await page.goto(site.pageUrl(scenario.page.fixture), { waitUntil: 'load' })
      for (const step of scenario.steps) await performStep(page, step)
      for (const c of await context.cookies())
        captured.cookies[c.name] = decodeURIComponent(c.value)
      Object.assign(
        captured.localStorage,
        await callInPage<Record<string, string>>(page, 'read-storage', 'readLocalStorage'),
      )
      const results = []
      for (const e of scenario.expect) results.push(await checkExpectation(page, captured, e))
      return results
    }
    const expectations = await Promise.race([body(), timeout(scenario.timeoutMs)])
    return {
      ...base,
      status: expectations.every((e) => e.passed) ? 'passed' : 'failed',
      durationMs: performance.now() - started,
      expectations,
      captured: withRequests(captured, site.context.requests),
    }
  } catch (error) {
    return {
      ...base,
      status: 'error',
      durationMs: performance.now() - started,
      expectations: [],
      captured: withRequests(captured, site.context.requests),
      error: (error as Error).message,
    }
  } finally {
    await context.close().catch(() => undefined)
    await site.close()
  }
}

function withRequests(
  captured: Captured,
  requests: readonly { seq: number; method: string; path: string; body: unknown }[],
): Captured {
  return {
    ...captured,
    requests: requests
      .filter((r) => !r.path.startsWith('/dist/'))
      .map(({ seq, method, path, body }) => ({ seq, method, path, body })),
  }
}

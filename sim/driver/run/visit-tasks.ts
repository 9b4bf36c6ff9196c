import { openTab } from '../tabs-ahead'
import type { ScenarioRun } from './scenario-run'
import { openMockSite } from './scenario-site'
import type { Task } from './task-list'

/** Starts the site the scenario visits; closing it is the last teardown. */
export const startSiteTask: Task<ScenarioRun> = {
  title: 'start the site',
  async run(run) {
    const open = run.options.openSite ?? openMockSite
    const site = await open(run.loaded, run.siteClock, run.options.distDir)
    run.site = site
    return () => site.close()
  },
}

/**
 * Opens the visitor's tab (a fresh context dressed as the actor), records its console and
 * page errors, hands it to the site's request observer and puts it on the scenario clock.
 */
export const openTabTask: Task<ScenarioRun> = {
  title: 'open the tab',
  async run(run) {
    const open = run.options.openTab ?? ((env) => openTab(run.browser, env))
    const tab = await open(run.actor.environment)
    run.tab = tab
    const { page } = tab
    // Time stands still between the driver's steps: the clock's now is when it was printed.
    const at = () => Math.round(run.clock.now())
    page.on('console', (m) => run.logs.console.push({ type: m.type(), text: m.text(), at: at() }))
    page.on('pageerror', (e) => {
      const text = e instanceof Error ? e.message : String(e)
      run.logs.pageErrors.push(text)
      run.trace.errors.push({ at: at(), text })
    })
    run.site!.observe?.(page)
    await run.clock.attach(page)
    return () => tab.context.close()
  },
}

/** Gives the browser what it holds before the visit: the scenario's cookies and localStorage. */
export const seedBrowserTask: Task<ScenarioRun> = {
  title: 'seed cookies and storage',
  async run(run) {
    const { context, page } = run.tab!
    const { cookies, localStorage } = run.loaded.scenario.page
    const entries = Object.entries(cookies)
    if (entries.length > 0)
      await context.setCookie(
        ...entries.map(([name, value]) => ({
          name,
          value,
          domain: new URL(run.site!.origin).hostname,
          path: '/',
        })),
      )
    if (Object.keys(localStorage).length > 0)
      // Only what is missing: a later page of the visit sees what scripts wrote since.
      await page.evaluateOnNewDocument(
        `for (const [k, v] of Object.entries(${JSON.stringify(localStorage)})) if (localStorage.getItem(k) === null) localStorage.setItem(k, v)`,
      )
  },
}

/** Loads the scenario's page. */
export const gotoPageTask: Task<ScenarioRun> = {
  title: 'load the page',
  async run(run) {
    await run.tab!.page.goto(run.site!.pageUrl, { waitUntil: 'load' })
  },
}

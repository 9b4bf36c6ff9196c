import path from 'node:path'
import { build } from 'esbuild'
import type { Page } from 'puppeteer'
import { REPO_ROOT } from '../repo-root'

/**
 * Code that runs inside the page lives in sim/driver/in-page/ and is type-checked there
 * with the DOM library; the Node side never imports it. It is bundled here into a script
 * that defines `globalThis.__bramble_<module>` and evaluated in the page.
 */
const IN_PAGE_DIR = path.join(REPO_ROOT, 'sim/driver/in-page')
const cache = new Map<string, Promise<string>>()

/** The global an in-page module's exports are bundled under. */
export function globalName(module: string): string {
  return `__bramble_${module.replace(/[^A-Za-z0-9]/g, '_')}`
}

/** The browser-ready source of an in-page module (bundled once per process). */
export function inPageSource(module: string): Promise<string> {
  let source = cache.get(module)
  if (!source) {
    source = build({
      entryPoints: [path.join(IN_PAGE_DIR, `${module}.ts`)],
      bundle: true,
      write: false,
      format: 'iife',
      globalName: globalName(module),
      target: 'chrome111',
      logLevel: 'silent',
    }).then((r) => r.outputFiles[0]!.text)
    cache.set(module, source)
  }
  return source
}

/** Calls an exported function of an in-page module in the page with JSON arguments. */
export async function callInPage<T>(
  page: Page,
  module: string,
  fn: string,
  ...args: unknown[]
): Promise<T> {
  const source = await inPageSource(module)
  const call = `${source}\n;${globalName(module)}.${fn}(...${JSON.stringify(args)})`
  return (await page.evaluate(call)) as T
}

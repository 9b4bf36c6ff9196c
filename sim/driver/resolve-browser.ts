import { accessSync, constants, statSync } from 'node:fs'
import path from 'node:path'
import { InfraError } from '../errors'
import { bramble } from '../message'

/** Where a browser was found. */
export interface ResolvedBrowser {
  readonly executablePath: string
  readonly source:
    | '--browser'
    | 'BRAMBLE_CHROME'
    | 'PUPPETEER_EXECUTABLE_PATH'
    | 'headless shell'
    | 'PATH'
    | 'puppeteer cache'
}

/** Inputs of the lookup, injectable for tests. */
export interface BrowserLookup {
  readonly explicit?: string
  readonly env?: NodeJS.ProcessEnv
  /** Returns puppeteer's expected cache path; defaults to puppeteer.executablePath(). */
  readonly puppeteerCachePath?: () => string | undefined
  /**
   * Prefer Chromium's headless shell when one is installed and no browser is named (the
   * simulator does; BRAMBLE_HEADLESS_SHELL=0 turns it off).
   */
  readonly preferHeadlessShell?: boolean
  /** The binary behind Debian's wrapper script; defaults to DEBIAN_HEADLESS_SHELL. */
  readonly debianHeadlessShell?: string
}

const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']

/**
 * Chromium's headless shell on PATH: the same engine as the browser without its desktop
 * shell. `npx @puppeteer/browsers install chrome-headless-shell` gives a
 * `chrome-headless-shell` binary; Debian's `chromium-headless-shell` package a wrapper script
 * that does not `exec` the binary (so a signal to it would not reach the browser), which is
 * why the binary behind it is launched instead.
 */
const HEADLESS_SHELL_NAMES = ['chrome-headless-shell', 'chromium-headless-shell']
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

/** The two ways to get a browser, named in every "no browser" message. */
export const BROWSER_FIXES =
  'Install one with `apt-get install -y chromium` (Debian/Ubuntu; then it is found on PATH), ' +
  "or with `npx puppeteer browsers install chrome` (into puppeteer's cache), " +
  'or point --browser / BRAMBLE_CHROME at an installed Chrome or Chromium.'

function isExecutable(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function onPath(env: NodeJS.ProcessEnv, names: readonly string[]): string | undefined {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue
    for (const name of names) {
      const candidate = path.join(dir, name)
      if (isExecutable(candidate)) return candidate
    }
  }
  return undefined
}

async function defaultPuppeteerCachePath(): Promise<string | undefined> {
  try {
    const { default: puppeteer } = await import('puppeteer')
    return puppeteer.executablePath()
  } catch {
    return undefined
  }
}

/**
 * Finds a Chrome or Chromium: `--browser`, then BRAMBLE_CHROME, then
 * PUPPETEER_EXECUTABLE_PATH, then (when preferred) a headless shell on PATH, then
 * chromium / chromium-browser / google-chrome on PATH, then
 * puppeteer's own cache. Never downloads anything. Throws an InfraError naming the fixes.
 */
export async function resolveBrowser(lookup: BrowserLookup = {}): Promise<ResolvedBrowser> {
  const env = lookup.env ?? process.env
  const explicit: [ResolvedBrowser['source'], string | undefined][] = [
    ['--browser', lookup.explicit],
    ['BRAMBLE_CHROME', env.BRAMBLE_CHROME],
    ['PUPPETEER_EXECUTABLE_PATH', env.PUPPETEER_EXECUTABLE_PATH],
  ]
  for (const [source, value] of explicit) {
    if (!value) continue
    const file = path.resolve(value)
    if (isExecutable(file)) return { executablePath: file, source }
    throw new InfraError(
      bramble(
        `Failed to find a browser: ${source} names ${file}, which is not an executable file. ${BROWSER_FIXES}`,
      ),
    )
  }
  if (lookup.preferHeadlessShell && env.BRAMBLE_HEADLESS_SHELL !== '0') {
    const shell = onPath(env, HEADLESS_SHELL_NAMES)
    const binary = lookup.debianHeadlessShell ?? DEBIAN_HEADLESS_SHELL
    if (shell) {
      const unwrapped =
        path.basename(shell) === 'chromium-headless-shell' && isExecutable(binary) ? binary : shell
      return { executablePath: unwrapped, source: 'headless shell' }
    }
  }
  const fromPath = onPath(env, PATH_NAMES)
  if (fromPath) return { executablePath: fromPath, source: 'PATH' }
  const cached = lookup.puppeteerCachePath
    ? lookup.puppeteerCachePath()
    : await defaultPuppeteerCachePath()
  if (cached && isExecutable(cached)) return { executablePath: cached, source: 'puppeteer cache' }
  throw new InfraError(
    bramble(
      `Failed to find a browser: none on PATH (${PATH_NAMES.join(', ')}) and none in puppeteer's cache. ${BROWSER_FIXES}`,
    ),
  )
}

import { execFile } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bramble } from '../../sim/message'

const TOOL = path.join(path.dirname(fileURLToPath(import.meta.url)), 'php/tool.php')

/** What a process needs to reach a running site's WordPress from PHP's CLI. */
export interface SiteAccess {
  /** The run folder holding site-config.php. */
  readonly siteDir: string
  /** WordPress core (ABSPATH), with a trailing slash. */
  readonly abspath: string
  /** The site's base URL. */
  readonly url: string
}

/** The environment PHP (server and CLI) needs to find the site's config. */
export function siteEnv(access: SiteAccess): NodeJS.ProcessEnv {
  return {
    ...process.env,
    BRAMBLE_WP_SITE: access.siteDir,
    BRAMBLE_WP_ABSPATH: access.abspath,
    BRAMBLE_WP_URL: access.url,
  }
}

/**
 * PHP's CLI compiles every file it loads on each run unless its opcache keeps the compiled
 * files on disk: loading WordPress and the three plugins then takes about 0.15 s instead of
 * 0.6 s (the set-up runs the tool some twenty times, a test file a few times per test). The
 * cache lives in the run folder and goes with it.
 */
function opcacheArgs(access: SiteAccess): string[] {
  const dir = path.join(access.siteDir, 'opcache')
  mkdirSync(dir, { recursive: true })
  return [
    '-d',
    'opcache.enable_cli=1',
    '-d',
    `opcache.file_cache=${dir}`,
    '-d',
    'opcache.file_cache_only=1',
  ]
}

/** Runs one command of php/tool.php inside WordPress and returns its JSON answer. */
export function runTool<T>(access: SiteAccess, command: string, input: unknown = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'php',
      [...opcacheArgs(access), TOOL, command],
      { env: siteEnv(access), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) {
          reject(
            new Error(
              bramble(
                `Failed to run the site tool "${command}": ${(stderr || error.message).trim()}. See ${path.join(access.siteDir, 'debug.log')}.`,
              ),
            ),
          )
          return
        }
        try {
          resolve(JSON.parse(stdout) as T)
        } catch {
          reject(
            new Error(
              bramble(
                `Failed to read the site tool's answer to "${command}": not JSON: ${stdout.slice(0, 300)}.`,
              ),
            ),
          )
        }
      },
    )
    child.stdin?.end(JSON.stringify(input))
  })
}

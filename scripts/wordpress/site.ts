import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { unzipSync } from 'fflate'
import { removeStaleTemps, unpackCore, unpackPlugin, type SiteSources } from './cache'
import { ProcessGroup, reapStaleRuns } from './processes'
import { startMariaDb, freePort, startPhpServer } from './servers'
import { REPO_ROOT, defaultNffDirs, defaultSources, nffFiles } from './sources'
import { ensurePackages } from './system'
import { connectSite, type SiteHandle, type SiteInfo } from './handle'
import { DB_NAME, prepare, runSql, TABLE_PREFIX } from './sql'
import { runTool, siteEnv, type SiteAccess } from './tools'
import { bramble } from '../../sim/message'

/** Options of {@link startWordPress}; every one has a default. */
export interface StartOptions {
  /** Where WordPress and the plugins come from (defaults: ../shared/oracles). */
  readonly sources?: Partial<SiteSources>
  /** Folders whose `.nff` files become form pages (default: the shared templates + our exports). */
  readonly nffDirs?: readonly string[]
  /** Our plugin's archive (default dist/bramble-wordpress.zip; `npm run build` writes it). */
  readonly pluginZip?: string
  /** The cache of unpacked sources (default `.wordpress/` in the repository). */
  readonly cacheDir?: string
  /** Patches for the anti-spam plugin's options, over the defaults below. */
  readonly antispam?: { settings?: Record<string, unknown>; data?: Record<string, unknown> }
  /** php -S workers (default 4). */
  readonly workers?: number
  /** Progress lines (default: none). */
  readonly log?: (line: string) => void
  /** Keep the run folder (logs, database) after stop, for a post-mortem. */
  readonly keep?: boolean
}

/** A running site: its handle plus what only the starter may do. */
export interface RunningSite extends SiteHandle {
  /** Seconds each setup step took. */
  readonly timings: Record<string, number>
  /** Stops PHP (parent and workers) and MariaDB, and removes the run folder. */
  stop(): Promise<void>
}

/** The anti-spam options every run starts from (the plugin's cloud is unreachable offline). */
export const ANTISPAM_DEFAULTS = {
  settings: {
    apikey: 'brambletestkey',
    // 1 native cookies, 2 alternative (server-side sessions), 3 auto, 0 none.
    data__set_cookies: 1,
    data__email_decoder: 1,
    data__email_decoder_encode_email_addresses: 1,
    data__email_decoder_encode_phone_numbers: 1,
  },
  data: { key_is_ok: 1, moderate: 1, bot_detector_enabled: 0 },
}

const MU_PLUGIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'php/mu-plugin.php')

const PLUGINS = [
  'ninja-forms/ninja-forms.php',
  'cleantalk-spam-protect/cleantalk.php',
  'bramble/bramble.php',
]

/**
 * Brings up a real WordPress on loopback: MariaDB and PHP's built-in server from the system,
 * WordPress and the two plugins from the cache, our plugin from its archive, then content made
 * through WordPress's and the form builder's own functions. Everything it started stops on
 * `stop()`, on a failure here, and on SIGINT/SIGTERM.
 */
export async function startWordPress(options: StartOptions = {}): Promise<RunningSite> {
  const log = options.log ?? (() => undefined)
  const timings: Record<string, number> = {}
  let mark = Date.now()
  const step = (name: string) => {
    const now = Date.now()
    timings[name] = (now - mark) / 1000
    mark = now
  }
  const started = Date.now()

  ensurePackages(log)
  reapStaleRuns(os.tmpdir(), 'bramble-wp-')
  step('packages')

  const sources = { ...defaultSources(), ...options.sources }
  const cache = options.cacheDir ?? path.join(REPO_ROOT, '.wordpress')
  mkdirSync(cache, { recursive: true })
  removeStaleTemps(cache)
  const core = unpackCore(cache, sources)
  const antispamTree = unpackPlugin(
    cache,
    sources.antispam,
    'cleantalk-spam-protect',
    'cleantalk.php',
  )
  const formsTree = unpackPlugin(cache, sources.forms, 'ninja-forms', 'ninja-forms.php')
  const abspath = path.join(core.dir, 'wordpress') + '/'
  writeCoreConfig(abspath)
  step('unpack')

  const zip = options.pluginZip ?? path.join(REPO_ROOT, 'dist/bramble-wordpress.zip')
  if (!existsSync(zip))
    throw new Error(
      bramble(
        `Failed to find the WordPress plugin archive: ${zip} does not exist. Run \`npm run build\` first.`,
      ),
    )

  const runDir = mkdtempSync(path.join(os.tmpdir(), 'bramble-wp-'))
  const group = new ProcessGroup(path.join(runDir, 'pids.json'), () => {
    if (!options.keep) rmSync(runDir, { recursive: true, force: true })
  })
  const stop = () => group.stop()
  try {
    const db = await startMariaDb(group, runDir)
    createDatabase(db.socket)
    step('database')

    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    const docroot = path.join(runDir, 'docroot')
    buildDocroot(docroot, abspath, [
      path.join(antispamTree.dir, 'cleantalk-spam-protect'),
      path.join(formsTree.dir, 'ninja-forms'),
    ])
    unzipInto(zip, path.join(docroot, 'wp-content/plugins'))
    writeSiteConfig(runDir, { url, abspath, docroot, socket: db.socket })
    const access: SiteAccess = { siteDir: runDir, abspath, url }
    const server = startPhpServer(group, {
      docroot,
      port,
      env: siteEnv(access),
      log: path.join(runDir, 'php-server.log'),
      workers: options.workers ?? 4,
    })
    step('files')

    await runTool(access, 'install')
    const activated = await runTool<{ errors: Record<string, string>; active: string[] }>(
      access,
      'activate',
      { plugins: PLUGINS, theme: 'twentytwentyfive' },
    )
    const inactive = PLUGINS.filter((p) => !activated.active.includes(p))
    if (inactive.length > 0)
      throw new Error(
        bramble(`Failed to activate ${inactive.join(', ')}: ${JSON.stringify(activated.errors)}.`),
      )
    step('install')

    const nff = nffFiles(options.nffDirs ?? defaultNffDirs())
    const antispamDefaults = {
      settings: { ...ANTISPAM_DEFAULTS.settings, ...options.antispam?.settings },
      data: { ...ANTISPAM_DEFAULTS.data, ...options.antispam?.data },
    }
    const { post } = await runTool<Pick<SiteInfo['pages'], 'post'>>(access, 'provision', {
      antispam: antispamDefaults,
    })
    // The importer's background process runs through the site's own admin-ajax.
    await server
    step('content')
    const forms: SiteInfo['pages']['forms'] = {}
    for (const file of nff) forms[file.name] = await runTool(access, 'import-form', file)
    step('import')
    await waitForFieldUpdates(access, db.socket)
    const pages: SiteInfo['pages'] = { post, forms }
    step('fields')

    // The first request compiles WordPress's PHP (about 0.6 s); pay it here, once.
    await fetch(pages.post.url).then((r) => r.arrayBuffer())
    step('warm-up')
    timings.total = (Date.now() - started) / 1000

    const info: SiteInfo = {
      url,
      siteDir: runDir,
      abspath,
      dbSocket: db.socket,
      antispamDefaults,
      pages,
    }
    return { ...connectSite(info), timings, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The config WordPress reads from its own folder: it loads the running site's settings. */
function writeCoreConfig(abspath: string): void {
  writeFileSync(
    path.join(abspath, 'wp-config.php'),
    `<?php
// Written by scripts/wordpress/site.ts: each test site keeps its settings in its run folder.
$bramble_site = getenv('BRAMBLE_WP_SITE');
if (!$bramble_site || !is_file($bramble_site . '/site-config.php')) {
  header('HTTP/1.1 500 Internal Server Error');
  exit(bramble('Failed to find the site config: BRAMBLE_WP_SITE is not set to a run folder. Start the site with npm run wordpress:serve.'));
}
require $bramble_site . '/site-config.php';
`,
  )
}

function writeSiteConfig(
  runDir: string,
  o: { url: string; abspath: string; docroot: string; socket: string },
): void {
  const php = (v: string) => `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
  const salts = ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE']
    .flatMap((k) => [`${k}_KEY`, `${k}_SALT`])
    .map((k) => `define('${k}', '${randomBytes(24).toString('hex')}');`)
    .join('\n')
  writeFileSync(
    path.join(runDir, 'site-config.php'),
    `<?php
define('DB_NAME', '${DB_NAME}');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', ${php(`localhost:${o.socket}`)});
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
$table_prefix = '${TABLE_PREFIX}';
${salts}
define('WP_HOME', ${php(o.url)});
define('WP_SITEURL', ${php(o.url)});
define('WP_CONTENT_DIR', ${php(path.join(o.docroot, 'wp-content'))});
define('WP_CONTENT_URL', ${php(`${o.url}/wp-content`)});
define('WP_DEBUG', true);
define('WP_DEBUG_LOG', ${php(path.join(runDir, 'debug.log'))});
define('WP_DEBUG_DISPLAY', false);
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('FS_METHOD', 'direct');
define('BRAMBLE_TEST_SWITCH', true);
if (!defined('ABSPATH')) define('ABSPATH', ${php(o.abspath)});
require_once ABSPATH . 'wp-settings.php';
`,
  )
}

/**
 * The folder php -S serves: WordPress's own entries linked from the cache, and a wp-content
 * of this run with the theme linked and the plugins copied (plugins may write into themselves).
 */
function buildDocroot(docroot: string, abspath: string, plugins: string[]): void {
  mkdirSync(path.join(docroot, 'wp-content/themes'), { recursive: true })
  mkdirSync(path.join(docroot, 'wp-content/plugins'), { recursive: true })
  mkdirSync(path.join(docroot, 'wp-content/uploads'), { recursive: true })
  mkdirSync(path.join(docroot, 'wp-content/mu-plugins'), { recursive: true })
  cpSync(MU_PLUGIN, path.join(docroot, 'wp-content/mu-plugins/bramble-test-site.php'))
  for (const entry of readdirSync(abspath)) {
    if (entry === 'wp-content' || entry === 'wp-config.php') continue
    symlinkSync(path.join(abspath, entry), path.join(docroot, entry))
  }
  for (const theme of readdirSync(path.join(abspath, 'wp-content/themes'))) {
    symlinkSync(
      path.join(abspath, 'wp-content/themes', theme),
      path.join(docroot, 'wp-content/themes', theme),
    )
  }
  for (const plugin of plugins)
    cpSync(plugin, path.join(docroot, 'wp-content/plugins', path.basename(plugin)), {
      recursive: true,
    })
}

/** Unzips our plugin's archive the way WordPress's uploader would, into the plugins folder. */
function unzipInto(zip: string, dir: string): void {
  const files = unzipSync(readFileSync(zip))
  for (const [name, data] of Object.entries(files)) {
    if (name.endsWith('/')) continue
    const target = path.join(dir, name)
    if (!target.startsWith(dir + path.sep))
      throw new Error(bramble(`Failed to unzip ${zip}: "${name}" leaves the plugins folder.`))
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, data)
  }
}

/**
 * Waits until the form builder's background process has written every imported field to its
 * tables (it queues them in options named `…nf_update_fields_batch_…`), as on a real site a
 * moment after an import. It fails only after `stallMs` without progress: on a loaded
 * machine the queue is slow, not stuck.
 */
async function waitForFieldUpdates(
  access: SiteAccess,
  socket: string,
  stallMs = 60_000,
): Promise<void> {
  let last = ''
  let since = Date.now()
  let drained = Date.now()
  for (;;) {
    const [row] = await runSql(
      socket,
      prepare(
        "SELECT COUNT(*) AS n, COALESCE(SUM(LENGTH(option_value)), 0) AS size FROM {prefix}options WHERE option_name LIKE '%nf\\_update\\_fields\\_batch\\_%'",
      ),
    )
    if (row?.n === '0') return
    const now = `${row?.n}/${row?.size}`
    if (now !== last) [last, since] = [now, Date.now()]
    if (Date.now() - since > stallMs)
      throw new Error(
        bramble(
          `Failed to import the forms: the form builder's background process made no progress for ${stallMs} ms (${row?.n} batches left). See php-server.log and debug.log in the run folder (BRAMBLE_WP_KEEP=1 keeps it).`,
        ),
      )
    // No progress for 3 s: the queue stalled (a dispatch met another run's lock); run it as
    // the builder's cron health check would.
    if (Date.now() - since > 3_000 && Date.now() - drained > 3_000) {
      await runTool(access, 'field-queue')
      drained = Date.now()
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}

function createDatabase(socket: string): void {
  const r = spawnSync(
    'mariadb',
    ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', `CREATE DATABASE ${DB_NAME}`],
    { encoding: 'utf8' },
  )
  if (r.status !== 0)
    throw new Error(bramble(`Failed to create the database: ${(r.stderr || '').trim()}.`))
}

// `npm run wordpress:serve`: brings up the real WordPress test site (docs/wordpress.md) and
// prints its URLs until Ctrl-C, which stops everything it started.
//   --core DIR|DEB  --antispam DIR|TGZ  --forms DIR|TGZ  --nff DIR (repeatable)  --keep
//   --antispam-settings JSON (anti-spam options over the defaults, e.g. '{"data__pixel":"0"}')
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startWordPress } from './site'

const { values } = parseArgs({
  options: {
    core: { type: 'string' },
    antispam: { type: 'string' },
    forms: { type: 'string' },
    nff: { type: 'string', multiple: true },
    keep: { type: 'boolean' },
    'antispam-settings': { type: 'string' },
  },
})

const log = (line: string) => process.stderr.write(`[wordpress] ${line}\n`)
const site = await startWordPress({
  sources: {
    ...(values.core ? { core: values.core } : {}),
    ...(values.antispam ? { antispam: values.antispam } : {}),
    ...(values.forms ? { forms: values.forms } : {}),
  },
  ...(values.nff ? { nffDirs: values.nff } : {}),
  keep: values.keep ?? false,
  ...(values['antispam-settings']
    ? { antispam: { settings: JSON.parse(values['antispam-settings']) as Record<string, unknown> } }
    : {}),
  log,
})
const lines = [
  `WordPress ${site.url}  (admin / bramble-admin-password, ${site.url}/wp-admin/)`,
  `setup ${site.timings.total?.toFixed(1)} s: ${Object.entries(site.timings)
    .filter(([k]) => k !== 'total')
    .map(([k, v]) => `${k} ${v.toFixed(1)}`)
    .join(', ')}`,
  `post with comments       ${site.pages.post.url}`,
  ...Object.entries(site.pages.forms).map(
    ([name, f]) => `form ${name.padEnd(18)} ${f.url}  (form ${f.formId})`,
  ),
  `originals: add ?bramble=off (or a cookie bramble=off) to any URL`,
  `run folder: ${site.info.siteDir}`,
  'Ctrl-C stops the site.',
]
// `BRAMBLE_WP_REUSE=<this file> npx vitest run --project wordpress …` runs tests on this site.
const infoFile = path.join(site.info.siteDir, 'site-info.json')
writeFileSync(infoFile, JSON.stringify(site.info))
lines.splice(-1, 0, `tests on this site: BRAMBLE_WP_REUSE=${infoFile}`)
process.stdout.write(lines.join('\n') + '\n')
const shutdown = () => void site.stop().then(() => process.exit(0))
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)

// `npm run wordpress:serve`: brings up the real WordPress test site (docs/wordpress.md) and
// prints its URLs until Ctrl-C, which stops everything it started.
//   --core DIR|DEB  --antispam DIR|TGZ  --forms DIR|TGZ  --nff DIR (repeatable)  --keep
import { parseArgs } from 'node:util'
import { startWordPress } from './site'

const { values } = parseArgs({
  options: {
    core: { type: 'string' },
    antispam: { type: 'string' },
    forms: { type: 'string' },
    nff: { type: 'string', multiple: true },
    keep: { type: 'boolean' },
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
process.stdout.write(lines.join('\n') + '\n')
const shutdown = () => void site.stop().then(() => process.exit(0))
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)

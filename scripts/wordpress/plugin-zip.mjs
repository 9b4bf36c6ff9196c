// Packs the WordPress plugin (wordpress/bramble/) with the built bundles into
// dist/bramble-wordpress.zip: `bramble/` at the root of the archive, the bundles, chunks, fonts
// and license notes under `bramble/dist/`. Source maps stay out (a site serves them to anyone).
// The version gate's verified releases (wordpress/verified-releases.json) are written into
// `wordpress/bramble/includes/verified-releases.php` first.
// Called by esbuild.mjs after a successful build; also runnable alone:
//   node scripts/wordpress/plugin-zip.mjs
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { zipSync } from 'fflate'
import { writeVerifiedPhp } from './verified-releases.mjs'
import { bramble } from '../../sim/message.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The archive's file name inside dist/. */
export const PLUGIN_ZIP = 'bramble-wordpress.zip'

const SHIPPED = /\.(js|woff2|LEGAL\.txt)$/

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort()
}

/**
 * Writes dist/bramble-wordpress.zip and returns its path and size. Throws when dist/ has no
 * antispam.js or forms.js (build first).
 */
export async function writePluginZip({ distDir = path.join(root, 'dist') } = {}) {
  const pluginDir = path.join(root, 'wordpress/bramble')
  // The gate's verified releases, from wordpress/verified-releases.json (docs/compat.md).
  writeVerifiedPhp()
  const files = {}
  // A fixed time keeps the archive the same for the same inputs.
  const mtime = new Date('2026-01-01T00:00:00Z')
  for (const file of await filesUnder(pluginDir)) {
    files[`bramble/${path.relative(pluginDir, file).split(path.sep).join('/')}`] = [
      await readFile(file),
      { mtime },
    ]
  }
  const dist = (await readdir(distDir)).filter((f) => SHIPPED.test(f)).sort()
  for (const needed of ['antispam.js', 'forms.js']) {
    if (!dist.includes(needed))
      throw new Error(
        bramble(
          `Failed to pack the WordPress plugin: ${distDir} has no ${needed}. Run \`npm run build\` first.`,
        ),
      )
  }
  for (const file of dist) {
    if (!(await stat(path.join(distDir, file))).isFile()) continue
    files[`bramble/dist/${file}`] = [await readFile(path.join(distDir, file)), { mtime }]
  }
  const zip = zipSync(files, { level: 9 })
  const out = path.join(distDir, PLUGIN_ZIP)
  await writeFile(out, zip)
  return { path: out, bytes: zip.length, files: Object.keys(files).length }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { path: out, bytes, files } = await writePluginZip()
  console.log(`${path.relative(root, out)}: ${files} files, ${(bytes / 1024).toFixed(1)} KB`)
}

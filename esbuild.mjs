// Builds the visitor bundles into dist/ and reports their sizes, and the `bramble` CLI into
// build/cli/.
//   node esbuild.mjs            one production build + size report (dist/sizes.json)
//   node esbuild.mjs --watch    rebuild on change
//
// The CLI build is plain ESM for Node with every package left external; its commands load the
// driver, the mock site and the dashboard only when they run, so `bramble list` or `validate`
// start without puppeteer, msw or Ink. bin/bramble.js runs it when it is newer than the sources.
//
// Outputs are classic, self-starting scripts (one <script> tag after the inline globals):
//   antispam.js, forms.js   the two entry bundles
//   react-vendor.js         React + ReactDOM, loaded by either bundle on first need
//   <name>.js               every runtime/**/<name>.chunk.ts(x): a lazily loaded piece that
//                           registers itself with runtime/core/chunk-loader.ts
//   bramble-wordpress.zip   the WordPress plugin (wordpress/bramble/) with the above inside
// Entry bundles and chunks never contain React: `react`, `react-dom(/client)` and
// `react/jsx-runtime` resolve to runtime/core/react-shim/, which forwards to the page's one
// React (WordPress's window.React when present, else react-vendor.js).
import * as esbuild from 'esbuild'
import { minify } from 'terser'
import { mkdir, readdir, readFile, writeFile, rm } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { writePluginZip } from './scripts/wordpress/plugin-zip.mjs'

const root = path.dirname(fileURLToPath(import.meta.url))
const outdir = path.join(root, 'dist')
const watch = process.argv.includes('--watch')

// The files every page with our scripts fetches first, held to gzip budgets (issue 19): a
// second minifier pass over esbuild's output, whose repeated compression finds what one pass
// leaves (about 0.9 KB off antispam.js, 1.2 KB off forms.js, 0.6 KB off react-vendor.js, gzip;
// a third compress pass about 25 B more off antispam.js). Only these: it takes seconds per
// file. The compile hint stays the first line and the source map follows the rewrite.
const SQUEEZED = new Set(['antispam.js', 'forms.js', 'react-vendor.js'])
const squeeze = {
  name: 'squeeze',
  setup(build) {
    build.onEnd(async (result) => {
      for (const file of Object.keys(result.metafile?.outputs ?? {})) {
        const name = path.basename(file)
        if (!SQUEEZED.has(name)) continue
        const [code, map] = await Promise.all([
          readFile(file, 'utf8'),
          readFile(`${file}.map`, 'utf8'),
        ])
        const out = await minify(code, {
          compress: { passes: 3 },
          mangle: true,
          ecma: 2020,
          format: { comments: /allFunctionsCalledOnLoad/ },
          // antispam.js names no map (29 B gzip of a budget counted to the byte): the map is
          // still written beside it, dist/antispam.js.map, for debugging (docs/performance.md).
          sourceMap: { content: map, url: name === 'antispam.js' ? undefined : `${name}.map` },
        })
        await Promise.all([writeFile(file, out.code), writeFile(`${file}.map`, String(out.map))])
      }
    })
  },
}

/** Evergreen browsers only: no IE-era transforms. */
const target = ['chrome111', 'edge111', 'firefox115', 'safari16.4']

const shim = (file) => path.join(root, 'runtime/core/react-shim', file)
const reactShimPlugin = {
  name: 'react-shim',
  setup(build) {
    const map = {
      react: shim('react.ts'),
      'react/jsx-runtime': shim('jsx-runtime.ts'),
      'react-dom': shim('react-dom.ts'),
      'react-dom/client': shim('react-dom-client.ts'),
    }
    build.onResolve({ filter: /^react(-dom)?(\/client|\/jsx-runtime)?$/ }, (args) =>
      map[args.path] ? { path: map[args.path] } : undefined,
    )
  },
}

async function findChunks(dir) {
  const found = {}
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const match = entry.isFile() && entry.name.match(/^(.+)\.chunk\.tsx?$/)
    if (match) found[match[1]] = path.join(entry.parentPath ?? entry.path, entry.name)
  }
  return found
}

// esbuild prints the strict-mode directive above the IIFE. A minifier that concatenates our
// files with the theme's would carry it over to the sloppy code after ours, which then throws
// (an undeclared assignment, `with`). Moved inside the function, it applies to our code only;
// the swap keeps every byte after it in place, so the source maps stay right.
const LEADING_STRICT = /^((?:\/\/[^\n]*\n)*)"use strict";\(\(\)=>\{/
const strictInside = {
  name: 'strict-inside',
  setup(build) {
    build.onEnd(async (result) => {
      for (const file of Object.keys(result.metafile?.outputs ?? {})) {
        if (!file.endsWith('.js')) continue
        const code = await readFile(file, 'utf8')
        const moved = code.replace(LEADING_STRICT, '$1(()=>{"use strict";')
        if (moved !== code) await writeFile(file, moved)
      }
    })
  },
}

const compileEagerly = { banner: { js: '//# allFunctionsCalledOnLoad' } }
// Outputs whose functions mostly run as soon as they load.
const EAGER = new Set(['antispam', 'forms', 'field-kit', 'sanitizer', 'calc-engine', 'html-field'])
const common = {
  bundle: true,
  format: 'iife',
  target,
  minify: true,
  sourcemap: 'linked',
  legalComments: 'linked',
  logLevel: 'warning',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  outdir,
  metafile: true,
  plugins: [strictInside],
  // Chunk ids are stable, so a page that mixes bundles from one build shares them.
  entryNames: '[name]',
  // Font files (typed signatures) are copied beside the chunks; the import is their path.
  loader: { '.woff2': 'file' },
  assetNames: '[name]',
}

/** One esbuild config per output file, so a broken chunk never blocks the other outputs. */
async function configs() {
  const chunks = await findChunks(path.join(root, 'runtime'))
  const shimmed = {
    antispam: 'runtime/antispam/entry.ts',
    forms: 'runtime/forms/entry.ts',
    ...chunks,
  }
  return [
    ...Object.entries(shimmed).map(([name, entry]) => ({
      ...common,
      entryPoints: { [name]: entry },
      plugins: [reactShimPlugin, strictInside, squeeze],
      // V8's explicit compile hint: the entry bundles call most of their functions at once,
      // so they are compiled eagerly while they stream in rather than function by function
      // on the main thread (antispam.js about -8 ms of main-thread CPU measured).
      // The form chunks a first render waits for get the same hint.
      ...(EAGER.has(name) ? compileEagerly : {}),
    })),
    // React's own evaluation on a form page: about 76 → 52 ms of main-thread CPU measured.
    {
      ...common,
      ...compileEagerly,
      plugins: [strictInside, squeeze],
      entryPoints: { 'react-vendor': 'runtime/vendor/react-vendor.ts' },
    },
  ]
}

/** The CLI for Node: one ESM entry plus the chunks its commands import on demand. */
const cliConfig = {
  entryPoints: { main: 'cli/main.ts' },
  outdir: path.join(root, 'build/cli'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  jsx: 'automatic',
}

/** Raw and gzip sizes of every script in dist/, written to dist/sizes.json. */
export async function sizeReport() {
  const files = (await readdir(outdir)).filter((f) => f.endsWith('.js')).sort()
  const sizes = {}
  for (const file of files) {
    const buf = await readFile(path.join(outdir, file))
    sizes[file] = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length }
  }
  await writeFile(path.join(outdir, 'sizes.json'), JSON.stringify(sizes, null, 2) + '\n')
  return sizes
}

function printSizes(sizes) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9)
  console.log('file'.padEnd(24) + 'raw'.padStart(9) + 'gzip'.padStart(9))
  for (const [file, s] of Object.entries(sizes))
    console.log(file.padEnd(24) + kb(s.raw) + kb(s.gzip))
}

if (watch) {
  await mkdir(outdir, { recursive: true })
  const contexts = await Promise.all(
    [...(await configs()), cliConfig].map((c) => esbuild.context(c)),
  )
  await Promise.all(contexts.map((c) => c.watch()))
  console.log('[bramble] watching runtime/ — dist/ rebuilds on change (Ctrl-C to stop)')
} else {
  await mkdir(outdir, { recursive: true })
  const [cli, ...results] = await Promise.allSettled([
    esbuild.build({ ...cliConfig, metafile: true }),
    ...(await configs()).map((c) => esbuild.build({ ...c, metafile: true })),
  ])
  // Remove outputs of entries that no longer exist (files are overwritten in place, never
  // deleted first, so a page being served during a rebuild keeps working).
  const produced = new Set(
    results.flatMap((r) =>
      r.status === 'fulfilled'
        ? Object.keys(r.value.metafile.outputs).map((o) => path.basename(o))
        : [],
    ),
  )
  const failed = [cli, ...results].filter((r) => r.status === 'rejected')
  if (cli.status === 'fulfilled') {
    // Chunk names carry a content hash: drop the ones this build no longer produced.
    const kept = new Set(Object.keys(cli.value.metafile.outputs).map((o) => path.basename(o)))
    for (const file of await readdir(cliConfig.outdir)) {
      if (!kept.has(file)) await rm(path.join(cliConfig.outdir, file))
    }
  }
  if (failed.length === 0) {
    for (const file of await readdir(outdir)) {
      if (/\.js(\.map|\.LEGAL\.txt)?$/.test(file) && !produced.has(file))
        await rm(path.join(outdir, file))
    }
  }
  printSizes(await sizeReport())
  if (failed.length === 0) {
    // The WordPress plugin with these bundles inside (docs/wordpress.md).
    const zip = await writePluginZip({ distDir: outdir })
    console.log(
      `${path.relative(root, zip.path)}: ${zip.files} files, ${(zip.bytes / 1024).toFixed(1)} KB`,
    )
  }
  if (failed.length > 0) {
    console.error(`[bramble] ${failed.length} output(s) failed to build; see the errors above.`)
    process.exitCode = 1
  }
}

// The relative imports among the repository's source files, read statically: what
// scripts/import-cycles.mjs and scripts/folder-ties.mjs walk. Packages are not followed.
import fs from 'node:fs'
import path from 'node:path'

const SOURCE = /\.(?:[cm]?js|[cm]?ts|tsx)$/
const TEST = /\.test\.[cm]?[jt]sx?$/
// `import … from './x'`, `export … from './x'`, `import './x'`; group 1 marks `import type`.
const STATIC = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g
const DYNAMIC = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g
const SKIP = new Set(['node_modules', 'dist', 'build', 'reports', '.wordpress', '.bench'])

/**
 * The source files under `dir` (.ts, .tsx, .js, .mjs…), tests included unless
 * `tests` is false.
 */
export function sourceFiles(dir, { tests = true } = {}) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return SKIP.has(e.name) ? [] : sourceFiles(full, { tests })
    return SOURCE.test(e.name) && (tests || !TEST.test(e.name)) ? [full] : []
  })
}

/** Whether `file` is a test file (`*.test.*`). */
export const isTest = (file) => TEST.test(file)

/** The file an import specifier names from `from`, or undefined (a package, a missing file). */
export function resolveImport(from, spec) {
  const base = path.resolve(path.dirname(from), spec)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`]
  // `./x.js` written for a TypeScript file `x.ts` (Node's ESM resolution).
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'))
  candidates.push(`${base}/index.ts`, `${base}/index.tsx`, `${base}/index.mjs`)
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile())
}

/**
 * The files `file` imports (static, re-exports, side-effect and `import()`), each once,
 * with `typeOnly` when every import of it is `import type`.
 */
export function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8')
  const found = new Map()
  const add = (spec, typeOnly) => {
    const target = resolveImport(file, spec)
    if (!target || target === path.resolve(file)) return
    found.set(target, (found.get(target) ?? true) && typeOnly)
  }
  for (const m of text.matchAll(STATIC)) add(m[2], Boolean(m[1]))
  for (const m of text.matchAll(DYNAMIC)) add(m[1], false)
  return [...found].map(([target, typeOnly]) => ({ target, typeOnly }))
}

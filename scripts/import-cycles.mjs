// Lists the import cycles among the TypeScript files under a folder (type-only imports
// included: a cycle of types still ties the modules together for a reader).
//   node scripts/import-cycles.mjs [folder]      default runtime/; exit 1 when any cycle
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(process.argv[2] ?? 'runtime')
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g
const DYNAMIC = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g

function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sources(full)
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : []
  })
}

function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec)
  for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c
  return undefined
}

const files = sources(root)
const edges = new Map(
  files.map((f) => {
    const text = fs.readFileSync(f, 'utf8')
    const specs = [...text.matchAll(IMPORT), ...text.matchAll(DYNAMIC)].map((m) => m[1])
    return [f, [...new Set(specs.map((s) => resolve(f, s)).filter((t) => t && t !== f))]]
  }),
)

// Tarjan's strongly connected components: every component of two or more files is a cycle.
let index = 0
const stack = []
const meta = new Map()
const cycles = []
function visit(v) {
  meta.set(v, { index, low: index, on: true })
  index++
  stack.push(v)
  for (const w of edges.get(v) ?? []) {
    if (!edges.has(w)) continue
    if (!meta.has(w)) {
      visit(w)
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low)
    } else if (meta.get(w).on) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index)
  }
  if (meta.get(v).low === meta.get(v).index) {
    const group = []
    let w
    do {
      w = stack.pop()
      meta.get(w).on = false
      group.push(path.relative(process.cwd(), w))
    } while (w !== v)
    if (group.length > 1) cycles.push(group.sort())
  }
}
for (const f of files) if (!meta.has(f)) visit(f)

for (const group of cycles) console.log(`cycle of ${group.length}:\n  ${group.join('\n  ')}`)
console.log(
  `${cycles.length} import cycle(s) among ${files.length} files under ${path.relative(process.cwd(), root) || '.'}`,
)
process.exitCode = cycles.length > 0 ? 1 : 0

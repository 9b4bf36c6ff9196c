// Lists the import cycles among the TypeScript files under a folder (type-only imports
// included: a cycle of types still ties the modules together for a reader).
//   node scripts/import-cycles.mjs [folder]      default runtime/; exit 1 when any cycle
import path from 'node:path'
import { importsOf, sourceFiles } from './import-graph.mjs'

const root = path.resolve(process.argv[2] ?? 'runtime')
const files = sourceFiles(root, { tests: false }).filter((f) => /\.tsx?$/.test(f))
const edges = new Map(files.map((f) => [f, importsOf(f).map((i) => i.target)]))

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

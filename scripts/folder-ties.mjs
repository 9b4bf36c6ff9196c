// Lists the two-way folder ties: two folders where a file of each imports a file of the other
// (type-only imports included). A folder is a file's own directory, so a parent's files and
// a subfolder's tie too. Imports flow one way when there are none (docs/imports.md).
//   node scripts/folder-ties.mjs [--check] [--no-tests] [folder…]
// Default folders: runtime sim cli bench scripts test. --check exits 1 when any tie is found
// (run by `npm run lint` on the folders that have none); --no-tests leaves out *.test.* files.
import path from 'node:path'
import { bramble } from '../sim/message.js'
import { importsOf, sourceFiles } from './import-graph.mjs'

const DEFAULT_FOLDERS = ['runtime', 'sim', 'cli', 'bench', 'scripts', 'test']

/**
 * The ties among the files of `folders` (repository-relative paths under `root`), sorted:
 * `{ a, b, ab, ba }` with `a < b` and the imports each way as `{ from, to, typeOnly }`.
 */
export function folderTies(root, folders, { tests = true } = {}) {
  const rel = (file) => path.relative(root, file).split(path.sep).join('/')
  const edges = new Map()
  for (const folder of folders) {
    for (const file of sourceFiles(path.join(root, folder), { tests })) {
      for (const { target, typeOnly } of importsOf(file)) {
        const from = rel(file)
        const to = rel(target)
        const a = path.posix.dirname(from)
        const b = path.posix.dirname(to)
        if (a === b || to.startsWith('..')) continue
        const key = `${a}\n${b}`
        if (!edges.has(key)) edges.set(key, [])
        edges.get(key).push({ from, to, typeOnly })
      }
    }
  }
  const ties = []
  for (const [key, ab] of edges) {
    const [a, b] = key.split('\n')
    const ba = edges.get(`${b}\n${a}`)
    if (a < b && ba) ties.push({ a, b, ab, ba })
  }
  return ties.sort((x, y) => x.a.localeCompare(y.a) || x.b.localeCompare(y.b))
}

/** One line per direction: the count and the first import, `(types)` when all are type-only. */
function describe(imports) {
  const types = imports.every((i) => i.typeOnly) ? ' (types)' : ''
  const first = imports[0]
  return `${imports.length} import(s)${types}, e.g. ${first.from} -> ${first.to}`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const check = args.includes('--check')
  const tests = !args.includes('--no-tests')
  const named = args.filter((a) => !a.startsWith('--'))
  const folders = named.length > 0 ? named : DEFAULT_FOLDERS
  const ties = folderTies(process.cwd(), folders, { tests })
  for (const { a, b, ab, ba } of ties) {
    console.log(`${a} <-> ${b}\n  ${describe(ab)}\n  ${describe(ba)}`)
  }
  const scope = `${folders.join(', ')}${tests ? '' : ', tests left out'}`
  console.log(`${ties.length} two-way folder tie(s) in ${scope}`)
  if (check && ties.length > 0) {
    console.error(
      bramble(
        'Imports must flow one way between folders. Move the shared code into the lower folder (or a new one below both), then run this again.',
      ),
    )
    process.exitCode = 1
  }
}

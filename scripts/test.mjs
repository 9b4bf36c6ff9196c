// `npm test`: type-check, lint, build the bundles, then run the three test layers and
// fail loudly if any layer ran no test. Installs nothing.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'

const RESULTS = '.vitest-results/results.json'
const LAYERS = [
  ['unit', (f) => /(^|\/)(runtime|sim|cli)\//.test(f) && !/(^|\/)test\//.test(f)],
  ['browser', (f) => f.includes('test/browser/')],
  ['scenario', (f) => f.includes('test/scenario/')],
]

function step(title, cmd, args) {
  console.log(`\n── ${title}`)
  const r = spawnSync(cmd, args, { stdio: 'inherit' })
  if (r.status !== 0) {
    console.error(`\n[bramble] ${title} failed (exit ${r.status ?? r.signal}).`)
    process.exit(r.status || 1)
  }
}

const extra = process.argv.slice(2)
step('type-check and lint (side by side)', 'node', ['scripts/checks.mjs'])
step('build', 'node', ['esbuild.mjs'])
mkdirSync('.vitest-results', { recursive: true })
console.log('\n── tests')
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    // The real-WordPress layer runs on its own (`npm run test:wordpress`).
    ...['unit-dom', 'unit-node', 'browser', 'scenario'].flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${RESULTS}`,
    ...extra,
  ],
  { stdio: 'inherit' },
)

let results
try {
  results = JSON.parse(readFileSync(RESULTS, 'utf8'))
} catch {
  console.error(`[bramble] vitest wrote no results (${RESULTS}); exit ${run.status}.`)
  process.exit(run.status || 1)
}
const root = process.cwd() + '/'
let passed = 0
let failed = 0
let emptyLayer = false
console.log('\n── per layer')
for (const [layer, match] of LAYERS) {
  const files = results.testResults.filter((t) => match(t.name.replace(root, '')))
  const tests = files.flatMap((f) => f.assertionResults)
  const p = tests.filter((t) => t.status === 'passed').length
  const f = tests.filter((t) => t.status === 'failed').length
  passed += p
  failed += f
  console.log(
    `${layer.padEnd(9)} ${String(files.length).padStart(3)} files ${String(p).padStart(4)} passed ${String(f).padStart(3)} failed`,
  )
  if (p + f === 0 && extra.length === 0) {
    console.error(`[bramble] The ${layer} layer ran no test. Every layer must run at least one.`)
    emptyLayer = true
  }
}
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(run.status !== 0 || failed > 0 || emptyLayer ? 1 : 0)

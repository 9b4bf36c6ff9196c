// `npm test`: type-check, lint, build the bundles, run the three test layers and fail loudly
// if any layer ran no test. Installs nothing.
// Order: build; the unit layer on every core; then the browser and scenario layers (3 files
// at a time, vitest.config.ts) with the static checks (scripts/checks.mjs) beside them. Those
// two layers mostly wait on Chromium and on the runtime's own timers, and the checks (at a low
// CPU priority) use the CPU they leave idle; beside the CPU-bound unit layer they would only slow it down. The
// checks' output is held and printed after the tests, so it never interleaves with the test
// reporter; a failed check still fails `npm test`. Timings: docs/testing.md.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { bramble } from '../sim/message.js'

const RESULTS = '.vitest-results/results.json'
const LAYERS = [
  ['unit', (f) => /(^|\/)(runtime|sim|cli|bench|scripts)\//.test(f) && !/(^|\/)test\//.test(f)],
  ['browser', (f) => f.includes('test/browser/')],
  ['scenario', (f) => f.includes('test/scenario/')],
]
// The real-WordPress layer runs on its own (`npm run test:wordpress`).
const RUNS = [
  { name: 'unit', projects: ['unit-*'] },
  { name: 'browser-scenario', projects: ['browser', 'scenario'] },
]
const started = Date.now()
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

function step(title, cmd, args) {
  console.log(`\n── ${title}`)
  const r = spawnSync(cmd, args, { stdio: 'inherit' })
  if (r.status !== 0) {
    console.error(`\n${bramble(`${title} failed (exit ${r.status ?? r.signal}).`)}`)
    process.exit(r.status || 1)
  }
}

/**
 * Starts the static checks in the background at a low CPU priority (`nice`, where there is
 * one): they take the CPU the tests leave idle and never make a test's browser wait for it.
 * Resolves to their exit code and output.
 */
function startChecks() {
  const t0 = Date.now()
  const niced = process.platform !== 'win32' && spawnSync('nice', ['true']).status === 0
  const [cmd, ...args] = [...(niced ? ['nice', '-n', '15'] : []), 'node', 'scripts/checks.mjs']
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: 1, output: `${error.message}\n`, ms: 0 }))
    child.on('close', (code) => resolve({ code, output, ms: Date.now() - t0 }))
  })
}

/** Runs vitest on some projects; resolves to its exit code and its JSON results file. */
function vitest({ name, projects }, extra) {
  const file = `.vitest-results/${name}.json`
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      [
        'vitest',
        'run',
        ...projects.flatMap((p) => ['--project', p]),
        // `npm test -- <filter>` may match files of one run only.
        '--passWithNoTests',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
        ...extra,
      ],
      { stdio: 'inherit' },
    )
    child.on('close', (code) => resolve({ code: code ?? 1, file }))
  })
}

const extra = process.argv.slice(2)
step('build', 'node', ['esbuild.mjs'])
mkdirSync('.vitest-results', { recursive: true })
console.log('\n── unit tests')
const runs = [await vitest(RUNS[0], extra)]
console.log('\n── type-check and lint (beside the browser and scenario tests; printed after them)')
const checks = startChecks()
console.log('\n── browser and scenario tests')
runs.push(await vitest(RUNS[1], extra))
const code = Math.max(...runs.map((r) => r.code))

const checked = await checks
console.log(`\n── type-check and lint (${seconds(checked.ms)})`)
process.stdout.write(checked.output)

let results
try {
  const parts = runs.map((r) => JSON.parse(readFileSync(r.file, 'utf8')))
  results = { ...parts[0], testResults: parts.flatMap((p) => p.testResults) }
  writeFileSync(RESULTS, JSON.stringify(results))
} catch {
  console.error(bramble(`vitest wrote no results (.vitest-results/); exit ${code}.`))
  process.exit(code || 1)
}
const root = process.cwd() + '/'
let passed = 0
let failed = 0
let emptyLayer = false
console.log('\n── per layer (wall: first file started to last file ended)')
for (const [layer, match] of LAYERS) {
  const files = results.testResults.filter((t) => match(t.name.replace(root, '')))
  const tests = files.flatMap((f) => f.assertionResults)
  const p = tests.filter((t) => t.status === 'passed').length
  const f = tests.filter((t) => t.status === 'failed').length
  passed += p
  failed += f
  const wall = files.length
    ? Math.max(...files.map((x) => x.endTime)) - Math.min(...files.map((x) => x.startTime))
    : 0
  console.log(
    `${layer.padEnd(9)} ${String(files.length).padStart(3)} files ${String(p).padStart(4)} passed ${String(f).padStart(3)} failed  ${seconds(wall).padStart(8)}`,
  )
  if (p + f === 0 && extra.length === 0) {
    console.error(bramble(`The ${layer} layer ran no test. Every layer must run at least one.`))
    emptyLayer = true
  }
}
console.log(`\nnpm test: ${seconds(Date.now() - started)} of wall time`)
console.log(`\n${passed} passed, ${failed} failed`)
if (checked.code !== 0) console.error(bramble('type-check or lint failed; see above.'))
process.exit(code !== 0 || failed > 0 || emptyLayer || checked.code !== 0 ? 1 : 0)

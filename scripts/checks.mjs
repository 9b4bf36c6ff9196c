// The static checks of `npm test`, run side by side on every core: type-check each layer's
// tsconfig, ESLint (incl. import boundaries) and Prettier. Each check's output is printed
// whole when it ends, so parallel runs never interleave.
//   node scripts/checks.mjs             all checks
//   node scripts/checks.mjs typecheck   the tsc projects only
//   node scripts/checks.mjs lint        ESLint, Prettier, the import-cycle and folder-tie checks
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { bramble } from '../sim/message.js'

const TSC_PROJECTS = [
  'runtime',
  'runtime/tsconfig.test.json',
  'sim',
  'sim/driver/in-page',
  'tsconfig.node.json',
  'test',
  'bench',
  'scripts/wordpress',
]
const bin = (name) => `node_modules/.bin/${name}`
const CHECKS = {
  typecheck: TSC_PROJECTS.map((p) => ({ title: `tsc -p ${p}`, cmd: bin('tsc'), args: ['-p', p] })),
  lint: [
    { title: 'eslint', cmd: bin('eslint'), args: ['.'] },
    { title: 'prettier --check', cmd: bin('prettier'), args: ['--check', '--log-level=warn', '.'] },
    // Every runtime module imports one way: a cycle ties its files into one unit for a reader.
    { title: 'import cycles', cmd: 'node', args: ['scripts/import-cycles.mjs', 'runtime'] },
    // Folders tie one way: no two folders import each other (the rooms that have none yet
    // are listed by `node scripts/folder-ties.mjs`).
    {
      title: 'folder ties',
      cmd: 'node',
      args: ['scripts/folder-ties.mjs', '--check', 'runtime/antispam', 'bench', 'scripts', 'test'],
    },
  ],
}

const wanted = process.argv[2]
if (wanted && !(wanted in CHECKS)) {
  console.error(`checks: unknown group "${wanted}"; choose typecheck or lint, or nothing for both`)
  process.exit(2)
}
const queue = wanted ? [...CHECKS[wanted]] : [...CHECKS.typecheck, ...CHECKS.lint]

function run({ title, cmd, args }) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const finish = (code, error) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      const ok = code === 0
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${title} (${seconds} s)`)
      if (!ok) process.stdout.write(error ? `${error.message}\n` : output)
      resolve(ok)
    }
    child.on('error', (error) => finish(1, error))
    child.on('close', (code) => finish(code))
  })
}

const results = []
const worker = async () => {
  for (let check = queue.shift(); check; check = queue.shift()) results.push(await run(check))
}
await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker))
const failed = results.filter((ok) => !ok).length
if (failed > 0) {
  console.error(`\n${bramble(`${failed} check(s) failed; see the output above.`)}`)
  process.exit(1)
}

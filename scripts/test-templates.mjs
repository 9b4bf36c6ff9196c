// `npm run test:templates [-- --dir DIR] [vitest options]`: the conformance corpus. Converts,
// renders, fills and submits every `.nff` export of DIR (default: the form builder's own
// templates in ../shared/fixtures/ninja-forms, when they are checked out beside the repository)
// on the mocked site in real Chromium. Not part of `npm test`, which needs nothing outside the
// repository.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bramble } from '../sim/message.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
let dir = path.resolve(root, '../shared/fixtures/ninja-forms')
let given = false
const rest = []
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--dir' && args[i + 1] !== undefined) {
    dir = path.resolve(args[++i])
    given = true
  } else if (args[i].startsWith('--dir=')) {
    dir = path.resolve(args[i].slice(6))
    given = true
  } else rest.push(args[i])
}

if (!existsSync(dir)) {
  console.error(
    given
      ? bramble(
          `Failed to run the template tests: the folder ${dir} does not exist. Give a folder of .nff exports: npm run test:templates -- --dir DIR.`,
        )
      : bramble(
          `Failed to run the template tests: no folder given, and the form builder's templates are not beside the repository (${dir}). Give a folder of .nff exports: npm run test:templates -- --dir DIR.`,
        ),
  )
  process.exit(2)
}
const count = readdirSync(dir).filter((f) => f.endsWith('.nff')).length
if (count === 0) {
  console.error(
    bramble(
      `Failed to run the template tests: ${dir} holds no .nff file. Export forms from the form builder (Tools → Import/Export) into it.`,
    ),
  )
  process.exit(2)
}
console.log(`── ${count} export(s) in ${dir}`)

const run = (cmd, cmdArgs, env = process.env) =>
  spawnSync(cmd, cmdArgs, { stdio: 'inherit', cwd: root, env }).status ?? 1
const built = run('node', ['esbuild.mjs'])
if (built !== 0) process.exit(built)
process.exit(
  run('npx', ['vitest', 'run', '--config', 'vitest.templates.config.ts', ...rest], {
    ...process.env,
    BRAMBLE_TEMPLATES_DIR: dir,
  }),
)

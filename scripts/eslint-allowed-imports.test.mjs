import path from 'node:path'
import { ESLint, Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import { DEPS } from '../deps.mjs'
import bramble, { roomOf } from './eslint-allowed-imports.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')

/** The rule's messages for `code` as if it were the repository file `file`. */
function lint(file, code, deps = DEPS) {
  const linter = new Linter({ configType: 'flat' })
  return linter.verify(
    code,
    [
      {
        files: ['**/*.{ts,tsx,mjs}'],
        // TypeScript's syntax (`import type`), as the project lint parses it.
        languageOptions: { parser: tseslint.parser },
        plugins: { bramble },
        rules: { 'bramble/allowed-imports': ['error', { root: ROOT, deps }] },
      },
    ],
    { filename: path.join(ROOT, file) },
  )
}

describe('bramble/allowed-imports', () => {
  it('reports an import against the flow, naming the rooms and where to decide', () => {
    const messages = lint('sim/verdict/judge.ts', "import { runScenario } from '../driver'\n")
    expect(messages).toHaveLength(1)
    expect(messages[0].message).toContain('sim/verdict may import nothing outside itself')
    expect(messages[0].message).toContain('not sim/driver')
    expect(messages[0].message).toContain('deps.mjs')
  })

  it('allows what a row names, and its own room', () => {
    expect(lint('sim/driver/run-scenario.ts', "import { createActor } from '../actors'\n")).toEqual(
      [],
    )
    expect(lint('sim/driver/run-suite.ts', "import { openPool } from './browser-pool'\n")).toEqual(
      [],
    )
  })

  it('treats a folder import as its index and `dir/*` as files directly in dir', () => {
    // sim/pages is a folder (its index), not a file of sim/*, so the pure sim/site may not.
    expect(lint('sim/site/knobs.ts', "import { nffPage } from '../pages'\n")).toHaveLength(1)
    expect(lint('sim/actors/human.ts', "import { BrambleError } from '../errors'\n")).toHaveLength(
      1,
    )
    expect(lint('sim/scenario/load.ts', "import { BrambleError } from '../errors'\n")).toEqual([])
  })

  it('keeps the browser bundles away from Node code, also through re-exports and import()', () => {
    const code = "export { x } from '../../sim/server'\nconst m = import('../../cli/main')\n"
    expect(lint('runtime/core/transport.ts', code)).toHaveLength(2)
  })

  it('gives test files the extra folders of `tests` only', () => {
    const code = "import { createHandlers } from '../../sim/server/handlers'\n"
    const deps = { 'runtime/core': { may: [], tests: ['sim/server'] }, 'sim/server': { may: [] } }
    expect(lint('runtime/core/a.test.ts', code, deps)).toEqual([])
    expect(lint('runtime/core/a.ts', code, deps)).toHaveLength(1)
  })

  it('reports a file in no room, so a new folder is a decision too', () => {
    const messages = lint('sim/new-room/thing.ts', 'export const x = 1\n')
    expect(messages.map((m) => m.message)).toEqual([expect.stringContaining('no row of deps.mjs')])
    expect(roomOf('sim/new-room/thing.ts', DEPS)).toBeUndefined()
  })

  it('picks the closest of nested rooms', () => {
    const deps = { 'runtime/forms': { may: [] }, 'runtime/forms/logic': { may: [] } }
    expect(roomOf('runtime/forms/logic/calc.ts', deps)).toBe('runtime/forms/logic')
    const code = "import { submit } from '../submit/post'\n"
    expect(lint('runtime/forms/logic/calc.ts', code, deps)).toHaveLength(1)
    expect(
      lint('runtime/forms/view/field.ts', "import { calc } from '../logic/calc'\n", deps),
    ).toEqual([])
  })

  it('lets a row name single modules: the bench sees the simulator through its entries only', () => {
    // A folder import is its index module; an inner module of the same folder is not.
    expect(lint('bench/side-site.ts', "import { startSite } from '../sim/server'\n")).toEqual([])
    const inner = lint(
      'bench/clean-browser.ts',
      "import { chromiumFlags } from '../sim/driver/launch'\n",
    )
    expect(inner).toHaveLength(1)
    expect(inner[0].message).toContain('bench/* may import bench/lib, sim/driver/index')
    expect(lint('sim/actors/recorded.ts', "import { bramble } from '../message.js'\n")).toEqual([])
    expect(
      lint('bench/lib/stats.ts', "import { CleanBrowser } from '../clean-browser'\n"),
    ).toHaveLength(1)
  })

  it('is what the project lint runs (eslint.config.js)', async () => {
    const eslint = new ESLint({ cwd: ROOT })
    const [result] = await eslint.lintText("import { openPool } from '../driver/browser-pool'\n", {
      filePath: path.join(ROOT, 'sim/verdict/new-rule.ts'),
    })
    expect(result.messages.map((m) => m.ruleId)).toContain('bramble/allowed-imports')
    // Loading the project's config (typescript-eslint) takes seconds on a busy machine.
  }, 30_000)
})

describe('the rooms of dist/antispam.js', () => {
  const rooms = Object.keys(DEPS).filter((key) => key.startsWith('runtime/antispam/'))

  it('are ordered: each room may import only rooms listed below it', () => {
    expect(rooms.length).toBeGreaterThan(10)
    rooms.forEach((room, i) => {
      const inBundle = DEPS[room].may.filter((key) => key.startsWith('runtime/antispam/'))
      expect(inBundle, room).toEqual(rooms.slice(i + 1))
    })
  })

  it('fail a new upward import, and allow a downward one', () => {
    const up = lint('runtime/antispam/storage/cache.ts', "import { signals } from '../signals'\n")
    expect(up.map((m) => m.message)).toEqual([
      expect.stringContaining('runtime/antispam/storage may import'),
    ])
    expect(up[0].message).toContain('not runtime/antispam/signals')
    const down = lint('runtime/antispam/signals/cache.ts', "import { local } from '../storage'\n")
    expect(down).toEqual([])
    const fromTheTop = lint(
      'runtime/antispam/config/x.ts',
      "import { install } from '../install'\n",
    )
    expect(fromTheTop).toHaveLength(1)
  })

  it('take types only from a `types` folder', () => {
    const file = 'runtime/antispam/ui/Sanitized.tsx'
    const spec = '../../forms/html/sanitizer-types'
    expect(lint(file, `import type { SanitizerChunk } from '${spec}'\n`)).toEqual([])
    expect(lint(file, `import { type SanitizerChunk } from '${spec}'\n`)).toEqual([])
    const value = lint(file, `import { SANITIZER } from '${spec}'\n`)
    expect(value.map((m) => m.message)).toEqual([expect.stringContaining('only types')])
    expect(lint(file, `const m = import('${spec}')\n`)).toHaveLength(1)
  })
})

describe('rows outside runtime/, sim/ and cli/', () => {
  it('hold bench/, scripts/ and test/ too', () => {
    expect(roomOf('bench/lib/stats.ts', DEPS)).toBe('bench/lib')
    expect(roomOf('scripts/checks.mjs', DEPS)).toBe('scripts/*')
    expect(roomOf('test/wordpress/zoo/visit.ts', DEPS)).toBe('test/wordpress/zoo')
    expect(
      lint('test/support/x.ts', "import { page } from '../browser/antispam-page'\n"),
    ).toHaveLength(1)
    expect(
      lint('bench/lib/x.ts', "import { CleanBrowser } from '../clean-browser'\n"),
    ).toHaveLength(1)
  })

  it('may name a file: the rule test reads deps.mjs', () => {
    expect(lint('scripts/a.test.mjs', "import { DEPS } from '../deps.mjs'\n")).toEqual([])
    expect(lint('scripts/a.mjs', "import { DEPS } from '../deps.mjs'\n")).toHaveLength(1)
  })

  it('fail an upward import in the project lint (eslint.config.js)', async () => {
    const eslint = new ESLint({ cwd: ROOT })
    const [result] = await eslint.lintText("export { install } from '../install'\n", {
      filePath: path.join(ROOT, 'runtime/antispam/config/new-check.ts'),
    })
    expect(result.messages.map((m) => m.ruleId)).toContain('bramble/allowed-imports')
  }, 30_000)
})

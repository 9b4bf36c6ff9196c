import path from 'node:path'
import { ESLint, Linter } from 'eslint'
import { describe, expect, it } from 'vitest'
import { bramble } from '../sim/message.js'
import { messagePrefix } from './eslint-message-prefix.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const plugin = { rules: { 'message-prefix': messagePrefix } }

/** The rule's messages for `code`. */
function lint(code) {
  const linter = new Linter({ configType: 'flat' })
  return linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        plugins: { bramble: plugin },
        rules: { 'bramble/message-prefix': 'error' },
      },
    ],
    { filename: path.join(ROOT, 'sim/x.ts') },
  )
}

describe('bramble/message-prefix', () => {
  it('reports the prefix written by hand, in a string or a template', () => {
    expect(lint("throw new Error('[bramble] Failed to read x.')\n")).toHaveLength(1)
    expect(lint('console.error(`\\n[bramble] ${n} failed`)\n')).toHaveLength(1)
    const [message] = lint("const m = '[bramble] x'\n")
    expect(message.message).toContain('bramble() from runtime/core/message.ts')
  })

  it('lets the formatter write it', () => {
    expect(lint("throw new Error(bramble('Failed to read x.'))\n")).toEqual([])
    expect(bramble('Failed to read x.')).toBe('[bramble] Failed to read x.')
  })

  it('is what the project lint runs, outside the formatters and tests', async () => {
    const eslint = new ESLint({ cwd: ROOT })
    const code = "export const m = '[bramble] Failed to read x.'\n"
    for (const file of [
      'runtime/forms/x.ts',
      'sim/x.ts',
      'cli/x.ts',
      'bench/x.ts',
      'scripts/x.mjs',
    ]) {
      const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
      expect(
        result.messages.map((m) => m.ruleId),
        file,
      ).toContain('bramble/message-prefix')
    }
    const [test] = await eslint.lintText(code, { filePath: path.join(ROOT, 'sim/x.test.ts') })
    expect(test.messages.map((m) => m.ruleId)).not.toContain('bramble/message-prefix')
    // Loading the project's config (typescript-eslint) takes seconds on a busy machine.
  }, 60_000)
})

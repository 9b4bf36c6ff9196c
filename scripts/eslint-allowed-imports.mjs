// The `bramble/allowed-imports` lint rule: every relative import of a file under the table's
// top folders must stay in its own room or go to a folder its row in deps.mjs allows (with
// `import type` only, for the folders the row lists in `types`).
import fs from 'node:fs'
import path from 'node:path'
import { bramble } from '../sim/message.js'
import { messagePrefix } from './eslint-message-prefix.mjs'

const TEST_FILE = /\.test\.[cm]?[jt]sx?$/

/**
 * True when `file` (repo-relative, `/`-separated) is in the room or folder `key`, is `key`
 * (`deps.mjs`), or is the one module `key` names (`sim/message`, `sim/driver/index`: that
 * file, whatever its extension).
 */
function inRoom(file, key) {
  if (key.endsWith('/*')) return path.posix.dirname(file) === key.slice(0, -2)
  return file === key || file.startsWith(`${key}/`) || file.replace(/\.[cm]?[jt]sx?$/, '') === key
}

/** Whether an import or re-export brings in types only (`import type`, `export type`). */
function typesOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true
  const specifiers = node.specifiers ?? []
  return (
    specifiers.length > 0 &&
    specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type')
  )
}

/** The most specific room that holds `file`, or undefined. */
export function roomOf(file, deps) {
  const rooms = Object.keys(deps).filter((key) => inRoom(file, key))
  // Nested rooms (`runtime/forms/logic` in `runtime/forms`): the longest key is the closest.
  return rooms.sort((a, b) => b.length - a.length)[0]
}

/** The file an import path names: a folder means its index module. */
function resolveTarget(from, specifier, root) {
  const absolute = path.resolve(path.dirname(from), specifier)
  let isDir = false
  try {
    isDir = fs.statSync(absolute).isDirectory()
  } catch {
    // A module path without its extension: the file it names is what counts.
  }
  const target = isDir ? path.join(absolute, 'index') : absolute
  return path.relative(root, target).split(path.sep).join('/')
}

/** @type {import('eslint').Rule.RuleModule} */
export const allowedImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the per-folder allow-lists of deps.mjs' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, deps: { type: 'object' } },
        required: ['root', 'deps'],
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden: bramble(
        'Failed to allow the import of "{{specifier}}": {{room}} may import {{allowed}}, not {{target}}. Import through an allowed folder, or add "{{target}}" to the {{room}} row of deps.mjs and say why in docs/imports.md.',
      ),
      typesOnly: bramble(
        'Failed to allow the import of "{{specifier}}": {{room}} may import only types from {{target}}. Write `import type`, or move what it needs into a folder the row allows.',
      ),
      roomless: bramble(
        'Failed to place {{file}} in a room: no row of deps.mjs holds it. Add a row for its folder to deps.mjs (what it may import) and a line to docs/imports.md.',
      ),
    },
  },
  create(context) {
    const { root, deps } = context.options[0]
    const file = path.relative(root, context.filename).split(path.sep).join('/')
    const tops = new Set(Object.keys(deps).map((key) => key.split('/')[0]))
    if (!tops.has(file.split('/')[0])) return {}
    const room = roomOf(file, deps)
    const check = (node) => {
      const specifier = node.source && node.source.value
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return
      if (!room) return
      const target = resolveTarget(context.filename, specifier, root)
      if (target.startsWith('..')) return
      const row = deps[room]
      const allowed = [...row.may, ...(TEST_FILE.test(file) ? (row.tests ?? []) : [])]
      if ([room, ...allowed].some((key) => inRoom(target, key))) return
      const targetRoom =
        roomOf(target, deps) ?? target.split('/').slice(0, -1).slice(0, 2).join('/')
      if ((row.types ?? []).some((key) => inRoom(target, key))) {
        if (node.type === 'ImportExpression' || !typesOnly(node))
          context.report({
            node: node.source,
            messageId: 'typesOnly',
            data: { specifier, room, target: targetRoom },
          })
        return
      }
      context.report({
        node: node.source,
        messageId: 'forbidden',
        data: {
          specifier,
          room,
          target: targetRoom,
          allowed: allowed.length > 0 ? allowed.join(', ') : 'nothing outside itself',
        },
      })
    }
    return {
      Program(node) {
        if (!room) context.report({ node, messageId: 'roomless', data: { file } })
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

/** The plugin object eslint.config.js registers as `bramble`. */
export default { rules: { 'allowed-imports': allowedImports, 'message-prefix': messagePrefix } }

import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { UsageError } from '../errors'
import { MAIN_FILES, type PluginKind, type PluginTree } from './types'
import { bramble } from '../message'

const SKIP_DIRS = new Set(['vendor', 'node_modules', '.git'])
const READ_EXT = /\.(?:php|js|html)$/

/** Every readable source file under `root` ('/'-separated, relative), dependencies left out. */
function listFiles(root: string, dir = ''): string[] {
  const out: string[] = []
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) out.push(...listFiles(root, rel))
    } else if (READ_EXT.test(entry.name)) out.push(rel)
  }
  return out.sort()
}

/** A plugin release folder, found and recognised by its main file. */
export interface PluginFolder {
  readonly kind: PluginKind
  readonly root: string
  readonly tree: PluginTree
}

/**
 * Opens a release folder: the plugin folder itself (holding `cleantalk.php` or
 * `ninja-forms.php`) or a folder with exactly one such plugin folder inside (an unpacked
 * release archive). Throws a UsageError that says how to fix a wrong path.
 */
export function openPluginFolder(folder: string): PluginFolder {
  const fail = (reason: string): never => {
    throw new UsageError(
      bramble(
        `Failed to read the plugin folder ${folder}: ${reason}. Pass the folder that holds cleantalk.php (the anti-spam plugin) or ninja-forms.php (the form builder), e.g. an unpacked release archive.`,
      ),
    )
  }
  if (!existsSync(folder) || !statSync(folder).isDirectory()) fail('it is not a folder')
  const kindIn = (dir: string) =>
    (Object.keys(MAIN_FILES) as PluginKind[]).find((k) => existsSync(path.join(dir, MAIN_FILES[k])))
  let root = folder
  let kind = kindIn(folder)
  if (!kind) {
    const inner = readdirSync(folder, { withFileTypes: true })
      .filter((e) => e.isDirectory() && kindIn(path.join(folder, e.name)))
      .map((e) => path.join(folder, e.name))
    if (inner.length > 1) fail(`it holds ${inner.length} plugin folders`)
    if (inner.length === 0) fail('it holds neither cleantalk.php nor ninja-forms.php')
    root = inner[0] as string
    kind = kindIn(root)
  }
  const files = listFiles(root)
  return {
    kind: kind as PluginKind,
    root,
    tree: { files, read: (file) => readFileSync(path.join(root, file), 'utf8') },
  }
}

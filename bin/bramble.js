#!/usr/bin/env node
// The `bramble` command. Runs the CLI that `npm run build` writes to build/cli/ when that build
// is newer than every source file under cli/ and sim/; otherwise (no build yet, or sources
// edited since) runs the TypeScript sources through tsx's loader, which is slower to start.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const built = path.join(root, 'build/cli/main.js')

function newestSource() {
  let newest = 0
  for (const dir of ['cli', 'sim']) {
    for (const entry of readdirSync(path.join(root, dir), {
      recursive: true,
      withFileTypes: true,
    })) {
      if (entry.isFile() && /\.tsx?$/.test(entry.name)) {
        const mtime = statSync(path.join(entry.parentPath, entry.name)).mtimeMs
        if (mtime > newest) newest = mtime
      }
    }
  }
  return newest
}

let entry = built
if (!existsSync(built) || statSync(built).mtimeMs < newestSource()) {
  const { register } = await import('tsx/esm/api')
  register()
  entry = path.join(root, 'cli/main.ts')
}
const { main } = await import(pathToFileURL(entry).href)
process.exitCode = await main(process.argv)

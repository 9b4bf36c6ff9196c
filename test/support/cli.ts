import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** What a CLI run printed and returned. */
export interface CliResult {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Starts `bramble <args>` as a user would, from the repository root, without waiting. */
export function spawnCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [path.join(ROOT, 'bin/bramble.js'), ...args], { cwd: ROOT, env })
}

/** Runs `bramble <args>` as a user would, from the repository root. */
export function runCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawnCli(args, env)
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** The `report: <path>` line `bramble run` and `bramble merge` print. */
export function reportPath(stdout: string): string {
  const line = stdout.split('\n').find((l) => l.startsWith('report: '))
  if (!line) throw new Error(`no report line in:\n${stdout}`)
  return line.slice('report: '.length)
}

/** A fresh temporary directory. */
export function tempDir(prefix = 'bramble-cli-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix))
}

/** A scenario on the comment-form fixture that passes without any runtime feature. */
export const PASSING = (name: string, tags = '[smoke]') =>
  `name: ${name}\ntags: ${tags}\npage: { fixture: comment-form }\nexpect:\n  - { kind: dom, target: '#comment' }\n`

/** A scenario on the forms-basic fixture whose expectation cannot hold. */
export const FAILING = (name: string, tags = '[broken]') =>
  `name: ${name}\ntags: ${tags}\npage: { fixture: forms-basic }\nexpect:\n  - { kind: cookie, name: no_such_cookie }\n`

/** Writes scenario files into `dir` and returns their paths, in the given order. */
export function writeScenarios(dir: string, files: Readonly<Record<string, string>>): string[] {
  return Object.entries(files).map(([name, text]) => {
    const file = path.join(dir, name)
    writeFileSync(file, text)
    return file
  })
}

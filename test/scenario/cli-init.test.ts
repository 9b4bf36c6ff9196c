import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reportPath, runCli, tempDir } from '../support/cli'

const dir = path.join(tempDir('bramble-init-'), 'mine')

/** The `$schema` a written file names, resolved from the file's folder. */
function schemaOf(file: string): string {
  const text = readFileSync(file, 'utf8')
  const ref =
    /^# yaml-language-server: \$schema=(\S+)$/m.exec(text)?.[1] ??
    (JSON.parse(text) as { $schema: string }).$schema
  return path.resolve(path.dirname(file), ref)
}

describe('bramble init', () => {
  it('writes a starter folder that validates, runs and passes its own gate', async () => {
    const init = await runCli(['init', dir])
    expect(init.code).toBe(0)
    for (const f of [
      'site-map.yaml',
      'scenarios/human-comment.yaml',
      'scenarios/bot-comment.yaml',
      'gate.json',
      'CI.md',
    ])
      expect(init.stdout).toContain(`wrote ${path.join(dir, f)}`)
    // Every file names the published schema of its own format, and the path resolves.
    expect(schemaOf(path.join(dir, 'scenarios/human-comment.yaml'))).toMatch(
      /scenarios\/scenario\.schema\.json$/,
    )
    expect(schemaOf(path.join(dir, 'site-map.yaml'))).toMatch(/scenarios\/site-map\.schema\.json$/)
    expect(schemaOf(path.join(dir, 'gate.json'))).toMatch(/scenarios\/gate\.schema\.json$/)
    for (const f of ['scenarios/bot-comment.yaml', 'site-map.yaml', 'gate.json'])
      expect(existsSync(schemaOf(path.join(dir, f)))).toBe(true)
    expect(readFileSync(path.join(dir, 'CI.md'), 'utf8')).toContain(
      `npx bramble gate --config ${dir}/gate.json`,
    )

    const validate = await runCli(['validate', dir])
    expect(validate.code).toBe(0)
    expect(validate.stdout).toContain('2 scenario files valid, 2 other files valid')
    expect(validate.stdout).toMatch(/ok +\S*site-map\.yaml — site map/)

    const run = await runCli([
      'run',
      path.join(dir, 'scenarios'),
      '--reporter',
      'list',
      '--out',
      path.join(dir, 'reports'),
    ])
    expect(run.code).toBe(0)
    const gate = await runCli([
      'gate',
      '--config',
      path.join(dir, 'gate.json'),
      reportPath(run.stdout),
    ])
    expect(gate.stdout).toContain('gate passed: 3 thresholds held')
    expect(gate.code).toBe(0)
  })

  it('refuses to overwrite, naming the files, unless --force', async () => {
    const again = await runCli(['init', dir])
    expect(again.code).toBe(2)
    expect(again.stderr).toContain('site-map.yaml, scenarios/human-comment.yaml')
    expect(again.stderr).toContain('--force')
    expect((await runCli(['init', dir, '--force'])).code).toBe(0)
  })

  it('validate names a broken site map it was pointed at', async () => {
    const broken = path.join(tempDir('bramble-init-'), 'x')
    await runCli(['init', broken])
    const { writeFileSync } = await import('node:fs')
    const file = path.join(broken, 'site-map.yaml')
    writeFileSync(file, readFileSync(file, 'utf8').replace('comment-form:', 'coment-form:'))
    const r = await runCli(['validate', broken])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('no page fixture is called "coment-form"')
  })
})

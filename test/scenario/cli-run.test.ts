import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reportSchema } from '../../sim/report/schema'
import { reportPath, runCli } from '../support/cli'

const tmp = mkdtempSync(path.join(tmpdir(), 'bramble-cli-'))

describe('bramble run', () => {
  it('runs the smoke scenario in Chromium, exits 0 and writes a valid report', async () => {
    const out = path.join(tmp, 'smoke')
    const r = await runCli(['run', 'scenarios/smoke.yaml', '--out', out])
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    const report = reportSchema.parse(JSON.parse(readFileSync(reportPath(r.stdout), 'utf8')))
    expect(report.summary).toMatchObject({ total: 1, passed: 1, failed: 0, errors: 0 })
    const s = report.scenarios[0]!
    expect(s.captured.cookies.ct_ps_timestamp).toMatch(/^\d{10}$/)
    expect(s.expectations.every((e) => e.passed)).toBe(true)
  })

  it('exits 1 when an expectation fails, and says which', async () => {
    const file = path.join(tmp, 'failing.yaml')
    writeFileSync(
      file,
      'name: expects a cookie that never comes\npage: { fixture: comment-form }\nexpect:\n  - { kind: cookie, name: no_such_cookie }\n',
    )
    const r = await runCli(['run', file, '--out', path.join(tmp, 'failing')])
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/FAIL[\s\S]*cookie no_such_cookie: expected present, got absent/)
    const report = reportSchema.parse(JSON.parse(readFileSync(reportPath(r.stdout), 'utf8')))
    expect(report.scenarios[0]!.status).toBe('failed')
  })

  it('exits 2 on a malformed scenario file, naming the file and the bad field', async () => {
    const file = path.join(tmp, 'malformed.yaml')
    writeFileSync(
      file,
      'name: bad\npage: { fixture: comment-form }\nsteps:\n  - { action: click, selector: "#x" }\nexpect:\n  - { kind: cookie, name: a }\n',
    )
    const r = await runCli(['run', file])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('malformed.yaml')
    expect(r.stderr).toContain('steps[0]')
    expect(r.stdout).toBe('')
  })

  it('exits 2 on an unknown option', async () => {
    const r = await runCli(['run', '--frobnicate'])
    expect(r.code).toBe(2)
  })

  it('exits 3 naming both fixes when --browser names a missing file', async () => {
    const r = await runCli([
      'run',
      'scenarios/smoke.yaml',
      '--browser',
      path.join(tmp, 'no-chrome'),
    ])
    expect(r.code).toBe(3)
    expect(r.stderr).toContain('apt-get install -y chromium')
    expect(r.stderr).toContain('npx puppeteer browsers install chrome')
  })

  it('exits 3 naming both fixes when there is no browser anywhere', async () => {
    const bin = path.join(tmp, 'node-only')
    mkdirSync(bin)
    symlinkSync(process.execPath, path.join(bin, 'node'))
    const env = {
      HOME: path.join(tmp, 'home'),
      PATH: bin,
      PUPPETEER_CACHE_DIR: path.join(tmp, 'empty-cache'),
    }
    const r = await runCli(['run', 'scenarios/smoke.yaml'], env)
    expect(r.code).toBe(3)
    expect(r.stderr).toMatch(/none on PATH/)
    expect(r.stderr).toContain('apt-get install -y chromium')
    expect(r.stderr).toContain('npx puppeteer browsers install chrome')
  })
})

describe('bramble --help', () => {
  it('lists the commands and exits 0', async () => {
    const r = await runCli(['--help'])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/run \[options\] \[paths\.\.\.\]/)
    expect(r.stdout).toMatch(/validate/)
  })
})

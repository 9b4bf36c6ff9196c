import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reportSchema } from '../../sim/report/schema'
import { FAILING, PASSING, reportPath, runCli, tempDir, writeScenarios } from '../support/cli'

const tmp = tempDir()
const dir = path.join(tmp, 'scenarios')
mkdirSync(dir)
writeScenarios(dir, {
  'pass.yaml': PASSING('Comment form renders <b>bold</b>'),
  'fail.yaml': FAILING('Form expects a cookie that never comes'),
})
const gatePass = path.join(tmp, 'gate-pass.json')
writeFileSync(gatePass, JSON.stringify({ allExpectationsPass: true, maxFlaky: 0 }))

// One run shared by the tests below: Chromium time is the scarce resource here.
const out = path.join(tmp, 'reports')
const run = runCli(['run', dir, '--reporter', 'list,html', '--out', out], {
  ...process.env,
  NO_COLOR: '1',
})

describe('bramble run reporters', () => {
  it('prints plain lines without ANSI codes when stdout is not a terminal, and exits 1 on a failure', async () => {
    const r = await run
    expect(r.code).toBe(1)
    expect(r.stdout).not.toMatch(/\u001b\[/)
    expect(r.stdout).toMatch(/^ok {3}.*pass — Comment form renders <b>bold<\/b> \(\d+ ms/m)
    expect(r.stdout).toMatch(/^FAIL .*fail — Form expects a cookie that never comes/m)
    expect(r.stdout).toContain('✗ cookie no_such_cookie: expected present, got absent')
    expect(r.stdout).toContain('1 passed, 1 failed, 0 errors — 2 scenarios')
  })

  it('writes report.json, junit.xml and report.html beside each other', async () => {
    const r = await run
    const json = reportPath(r.stdout)
    const report = reportSchema.parse(JSON.parse(readFileSync(json, 'utf8')))
    expect(report.summary).toMatchObject({ total: 2, passed: 1, failed: 1 })
    const junit = readFileSync(path.join(path.dirname(json), 'junit.xml'), 'utf8')
    expect(junit).toContain('tests="2" failures="1" errors="0"')
    expect(junit).toContain(
      '<failure message="cookie no_such_cookie: expected present, got absent"',
    )
    const html = readFileSync(path.join(path.dirname(json), 'report.html'), 'utf8')
    expect(html.indexOf('Form expects a cookie')).toBeLessThan(html.indexOf('Comment form renders'))
    expect(html).toContain('Comment form renders &lt;b&gt;bold&lt;/b&gt;')
  })

  it('bramble report writes the HTML report of a report.json', async () => {
    const json = reportPath((await run).stdout)
    const target = path.join(tmp, 'again.html')
    const r = await runCli(['report', json, '--out', target])
    expect(r.code).toBe(0)
    expect(r.stdout).toBe(`html: ${target}\n`)
    expect(readFileSync(target, 'utf8')).toMatch(/^<!DOCTYPE html>[\s\S]*2 scenarios/)
  })

  it('bramble report exits 2 naming a missing report', async () => {
    const r = await runCli(['report', path.join(tmp, 'nope.json')])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('Failed to read report')
    expect(r.stderr).toContain('nope.json')
  })

  it('bramble gate exits 1 with a breach message per threshold, 0 when every threshold holds', async () => {
    const json = reportPath((await run).stdout)
    const breach = await runCli(['gate', '--config', gatePass, json])
    expect(breach.code).toBe(1)
    expect(breach.stdout).toMatch(
      /^BREACH allExpectationsPass: 1 of 2 scenarios did not pass: \S*fail \(failed: cookie no_such_cookie, got .*\)$/m,
    )
    expect(breach.stdout).toMatch(/^ok +maxFlaky: 0 flaky scenarios/m)
    expect(breach.stdout).toContain('gate breached: 1 of 2 thresholds')
    const passOnly = await runCli(['run', path.join(dir, 'pass.yaml'), '--out', out])
    const held = await runCli(['gate', '--config', gatePass, reportPath(passOnly.stdout)])
    expect(held.code).toBe(0)
    expect(held.stdout).toContain('gate passed: 2 thresholds held')
  })

  it('bramble gate exits 2 on a config with an unknown key, naming it', async () => {
    const bad = path.join(tmp, 'gate-bad.json')
    writeFileSync(bad, JSON.stringify({ minBotDetectionRate: 2, maxFlakey: 0 }))
    const r = await runCli(['gate', '--config', bad, reportPath((await run).stdout)])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('Invalid gate config')
    expect(r.stderr).toMatch(/minBotDetectionRate: .*1/)
    expect(r.stderr).toContain('"maxFlakey"')
  })

  it('the committed CI gate config is valid', async () => {
    expect(existsSync(path.join(__dirname, '../../gate.ci.json'))).toBe(true)
    const r = await runCli(['gate', '--config', 'gate.ci.json', reportPath((await run).stdout)])
    expect(r.stderr).toBe('')
    expect(r.stdout).toContain('allExpectationsPass')
  })
})

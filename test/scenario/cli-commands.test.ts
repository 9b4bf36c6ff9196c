import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reportSchema } from '../../sim/report/schema'
import {
  FAILING,
  PASSING,
  reportPath,
  runCli,
  spawnCli,
  tempDir,
  writeScenarios,
} from '../support/cli'

const tmp = tempDir()
const dir = path.join(tmp, 'scenarios')
mkdirSync(dir)
writeScenarios(dir, {
  'one.yaml': PASSING('First page check', '[antispam, smoke]'),
  'two.yaml': FAILING('Second page check', '[forms]'),
})

describe('bramble list', () => {
  it('lists scenarios with actor and tags, filtered by --tag and --grep', async () => {
    const all = await runCli(['list', dir])
    expect(all.code).toBe(0)
    expect(all.stdout).toMatch(/one +[a-z-]+ +antispam,smoke — First page check/)
    expect(all.stdout).toMatch(/two +[a-z-]+ +forms — Second page check/)
    expect(all.stdout).toContain('2 of 2 scenarios')
    const tagged = await runCli(['list', dir, '--tag', 'forms'])
    expect(tagged.stdout).not.toContain('First page check')
    expect(tagged.stdout).toContain('1 of 2 scenarios')
    const grep = await runCli(['list', dir, '--grep', 'FIRST'])
    expect(grep.stdout).toContain('First page check')
    expect(grep.stdout).toContain('1 of 2 scenarios')
  })
})

describe('bramble run filters', () => {
  it('exits 2 when no scenario matches, pointing at bramble list', async () => {
    const r = await runCli(['run', dir, '--actor', 'nobody'])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('No scenario matches the filters (of 2 loaded)')
    expect(r.stderr).toContain('bramble list')
  })

  it('exits 2 on an unknown reporter or a bad --browser-ws', async () => {
    const reporter = await runCli(['run', dir, '--reporter', 'fancy'])
    expect(reporter.code).toBe(2)
    expect(reporter.stderr).toContain('Unknown reporter "fancy"')
    const ws = await runCli(['run', dir, '--browser-ws', 'http://127.0.0.1:9222'])
    expect(ws.code).toBe(2)
    expect(ws.stderr).toContain('Invalid --browser-ws')
  })

  it('runs only the tagged scenario, with the seed and repeat count given', async () => {
    const r = await runCli([
      'run',
      dir,
      '--tag',
      'antispam',
      '--seed',
      '5',
      '--repeat',
      '2',
      '--out',
      path.join(tmp, 'r'),
    ])
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('First page check')
    expect(r.stdout).not.toContain('Second page check')
    const report = reportSchema.parse(JSON.parse(readFileSync(reportPath(r.stdout), 'utf8')))
    expect(report.options).toMatchObject({ seed: 5, repeat: 2, clock: 'virtual' })
    expect(report.scenarios.map((s) => [s.seed, s.runs?.length, s.flaky])).toEqual([[5, 2, false]])
  })
})

describe('bramble run interrupted', () => {
  it('stops scheduling on SIGINT, closes the browser, writes the report and exits 1', async () => {
    const many = path.join(tmp, 'many')
    mkdirSync(many)
    writeScenarios(
      many,
      Object.fromEntries(['a', 'b', 'c', 'd'].map((n) => [`${n}.yaml`, PASSING(`Page ${n}`)])),
    )
    const child = spawnCli(['run', many, '--workers', '1', '--out', path.join(tmp, 'stopped')])
    let stdout = ''
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString()
        if (/^ok /m.test(stdout)) resolve()
      }),
    )
    child.kill('SIGINT')
    expect(await exited).toBe(1)
    expect(stderr).toContain('Interrupted: finishing running scenarios and closing the browsers')
    expect(stderr).toMatch(/Stopped before the end: [1-3] of 4 scenarios did not run/)
    expect(stdout).toMatch(/^report: .*report\.json$/m)
  })
})

describe('bramble serve', () => {
  it('prints the URL of every fixture page, serves them, and stops on SIGINT', async () => {
    const child = spawnCli(['serve'])
    let stdout = ''
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString()
        if (stdout.includes('Press Ctrl-C to stop.')) resolve()
      })
      child.on('exit', (code) => reject(new Error(`serve exited early (${code}): ${stdout}`)))
    })
    await ready
    const urls = [...stdout.matchAll(/^ {2}(http:\/\/127\.0\.0\.1:\d+\/[\w-]+\/) /gm)].map(
      (m) => m[1]!,
    )
    expect(urls.some((u) => u.endsWith('/comment-form/'))).toBe(true)
    expect(urls.some((u) => u.endsWith('/forms-basic/'))).toBe(true)
    const page = await fetch(urls.find((u) => u.endsWith('/comment-form/'))!)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('id="comment"')
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    child.kill('SIGINT')
    expect(await exited).toBe(0)
    expect(stdout).toContain('Stopped.')
    await expect(fetch(urls[0]!)).rejects.toThrow()
  })

  it('serves exports given with --nff beside the fixtures and prints their URLs first', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bramble-serve-nff-'))
    const file = path.join(dir, 'garden club.nff')
    writeFileSync(
      file,
      JSON.stringify({
        settings: { title: 'Garden club' },
        fields: [{ key: 'plot', type: 'textbox', label: 'Plot number', order: 1 }],
        actions: [],
      }),
    )
    const child = spawnCli(['serve', '--nff', file])
    let stdout = ''
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString()
        if (stdout.includes('Press Ctrl-C to stop.')) resolve()
      })
      child.on('exit', (code) => reject(new Error(`serve exited early (${code}): ${stdout}`)))
    })
    try {
      expect(stdout).toMatch(
        /^Your exports:\n {2}http:\/\/127\.0\.0\.1:\d+\/forms-custom-garden-club\/ {2}Garden club \(/m,
      )
      const url = /(http:\S+\/forms-custom-garden-club\/)/.exec(stdout)![1]!
      const page = await fetch(url)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('Plot number')
    } finally {
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
      child.kill('SIGINT')
      await exited
    }
  })

  it('exits 2 naming a --nff file that does not exist', async () => {
    const r = await runCli(['serve', '--nff', '/nonexistent/gone.nff'])
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/gone\.nff: the file does not exist/)
  })
})

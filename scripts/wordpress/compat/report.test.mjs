import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeCompatDoc } from './report.ts'

const verified = {
  runtimes: {
    antispam: { plugin: 'Anti-Spam by CleanTalk', verified: ['6.84', '6.85'] },
    forms: { plugin: 'Ninja Forms', verified: ['3.14.9'] },
  },
}
const release = (over) => ({
  release: 'antispam-6.84',
  runtime: 'antispam',
  version: '6.84',
  pairedWith: 'forms-3.14.9',
  prerelease: false,
  gatedBefore: false,
  setupSeconds: 41.2,
  runSeconds: 600,
  exitCode: 0,
  passed: true,
  checks: [{ check: 'swap', passed: true, tests: 10, failed: 0, differences: [] }],
  ...over,
})
const report = {
  date: '2026-12-07T08:00:00.000Z',
  files: ['swap'],
  current: { antispam: '6.85', forms: '3.14.9' },
  releases: [
    release({}),
    release({
      release: 'antispam-6.85.99-dev',
      version: '6.85.99-dev',
      prerelease: true,
      passed: false,
      checks: [
        {
          check: 'swap',
          passed: false,
          tests: 10,
          failed: 1,
          differences: ['the post page > loads antispam.js: expected 1 | got 0'],
        },
      ],
    }),
  ],
}

describe('docs/compat.md from the matrix', () => {
  it('replaces only the part between the markers; the hand-written sections stay', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bramble-compat-doc-')), 'c.md')
    writeFileSync(file, '# Compat\n\nintro\n\n## What the contract detector reports\n\nkept\n')
    writeCompatDoc(report, verified, file)
    const first = readFileSync(file, 'utf8')
    expect(
      first.startsWith('# Compat\n\nintro\n\n## What the contract detector reports\n\nkept\n'),
    ).toBe(true)
    expect(first).toContain('| anti-spam 6.84 | forms 3.14.9 | 41 | 600 | supported | ✓ 10 |')
    expect(first).toContain('unsupported (development build, gated) | ✗ 1/10 |')
    expect(first).toContain('- swap: the post page > loads antispam.js: expected 1 \\| got 0')
    expect(first).toContain('- Anti-Spam by CleanTalk (`antispam`): 6.84, 6.85')
    // A second run replaces its part instead of adding another.
    writeCompatDoc({ ...report, releases: [release({ runSeconds: 700 })] }, verified, file)
    const second = readFileSync(file, 'utf8')
    expect(second.match(/compat-matrix:start/g)).toHaveLength(1)
    expect(second).toContain('| 700 |')
    expect(second).not.toContain('6.85.99-dev')
    expect(second).toContain('kept\n')
  })
})

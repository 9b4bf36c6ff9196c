import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { antispamRelease, formsRelease, writeRelease } from '../../sim/contract/fixture-trees'
import { runCli, tempDir } from '../support/cli'

const tmp = tempDir('bramble-contract-')
const release = (name: string, files: Readonly<Record<string, string>>) =>
  writeRelease(path.join(tmp, name), files)

const formsA = release('forms-a/ninja-forms', formsRelease({ version: '3.0' }))
const formsB = release('forms-b/ninja-forms', formsRelease({ version: '3.1', nonceKey: 'nonce' }))
const formsC = release('forms-c', formsRelease({ version: '3.2', submitTemplate: '<button>' }))
const spam = release('spam', antispamRelease())

describe('bramble contract', () => {
  it('exits 1 and marks the change when a key Bramble reads is gone', async () => {
    // forms-b (the folder holding the plugin folder) against forms-a: ajaxNonce became nonce.
    const r = await runCli(['contract', path.dirname(formsB), '--against', formsA])
    expect(r.stderr).toBe('')
    expect(r.code).toBe(1)
    expect(r.stdout).toContain('forms 3.0')
    expect(r.stdout).toMatch(/! - nfFrontEnd\.ajaxNonce/)
    expect(r.stdout).toMatch(/ {3}\+ nfFrontEnd\.nonce/)
    expect(r.stdout).toContain('Bramble uses something that changed')
  })

  it('exits 0 when only names Bramble does not use changed, and prints JSON with --json', async () => {
    const r = await runCli(['contract', formsC, '--against', formsA, '--json'])
    expect(r.code).toBe(0)
    const out = JSON.parse(r.stdout) as {
      contract: { version: string }
      diff: { changes: { name: string; kind: string; used: boolean }[]; touchesBramble: boolean }
    }
    expect(out.contract.version).toBe('3.2')
    expect(out.diff.changes).toEqual([
      expect.objectContaining({
        name: 'template:tmpl-nf-field-submit',
        kind: 'changed',
        used: false,
      }),
    ])
    expect(out.diff.touchesBramble).toBe(false)
  })

  it('lists the whole contract with --list, used names marked', async () => {
    const r = await runCli(['contract', formsA, '--against', formsA, '--list'])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/\* nfFrontEnd\.ajaxNonce/)
    expect(r.stdout).toMatch(/\* ajax:nf_ajax_submit/)
    expect(r.stdout).toContain('Nothing Bramble uses changed.')
  })

  it('compares with the verified contract by default', async () => {
    const r = await runCli(['contract', spam])
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/^antispam \S+ \(verified\) → 1\.0/)
    // The verified release prints ctPublicFunctions; this small one does not.
    expect(r.stdout).toMatch(/! - ctPublicFunctions\._ajax_nonce/)
  })

  it('exits 2 with a message that says how to fix a wrong folder or a plugin mismatch', async () => {
    const missing = await runCli(['contract', path.join(tmp, 'nowhere')])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(
      /^\[bramble\] Failed to read the plugin folder .*nowhere: it is not a folder\. Pass the folder that holds cleantalk\.php/,
    )
    const empty = await runCli(['contract', tmp])
    expect(empty.code).toBe(2)
    expect(empty.stderr).toContain('plugin folders')
    const mixed = await runCli(['contract', spam, '--against', formsA])
    expect(mixed.code).toBe(2)
    expect(mixed.stderr).toContain('Pass two releases of the same plugin')
  })
})

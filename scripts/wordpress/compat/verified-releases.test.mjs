import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { inRange } from './releases.ts'
import { readVerified, verifiedPhp, VERIFIED_PHP } from '../verified-releases.mjs'

const GATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../wordpress/bramble/includes/class-bramble-gate.php',
)
const hasPhp = spawnSync('php', ['-v']).status === 0

describe('the verified releases the loader plugin carries', () => {
  it('are the ones of wordpress/verified-releases.json (the build writes the copy)', () => {
    expect(readFileSync(VERIFIED_PHP, 'utf8')).toBe(verifiedPhp(readVerified()))
  })

  it('list each runtime with a plugin name and versions', () => {
    const { runtimes } = readVerified()
    expect(Object.keys(runtimes).sort()).toEqual(['antispam', 'forms'])
    for (const r of Object.values(runtimes)) expect(r.verified.length).toBeGreaterThan(0)
  })
})

// The matrix decides which releases it checks for the gate with the same range the plugin
// applies on a site: the TypeScript copy and the PHP must agree.
const VERIFIED = ['6.82', '6.84', '6.85', '6.90-beta1']
const UNSUPPORTED = ['6.83']
const CASES = {
  6.82: true,
  6.83: false,
  '6.83.1': true,
  '6.84.1': true,
  6.85: true,
  6.81: false,
  '6.85.1': false,
  6.86: false,
  '6.85.99-dev': false,
  '6.84-rc1': false,
  '6.90-beta1': true,
}

describe('the verified range', () => {
  it('is the oldest to the newest verified release but the unsupported ones, and development builds only as listed', () => {
    const got = Object.fromEntries(
      Object.keys(CASES).map((v) => [v, inRange(v, VERIFIED, UNSUPPORTED)]),
    )
    expect(got).toEqual(CASES)
  })

  it.skipIf(!hasPhp)('is the same in the plugin (Bramble_Gate::in_range)', () => {
    const code = `define('ABSPATH', '/'); require ${JSON.stringify(GATE)};
      $out = array();
      foreach (json_decode($argv[1], true) as $v) $out[$v] = Bramble_Gate::in_range($v, json_decode($argv[2], true), json_decode($argv[3], true));
      echo json_encode($out);`
    const r = spawnSync(
      'php',
      [
        '-r',
        code,
        '--',
        JSON.stringify(Object.keys(CASES)),
        JSON.stringify(VERIFIED),
        JSON.stringify(UNSUPPORTED),
      ],
      { encoding: 'utf8' },
    )
    expect(r.stderr).toBe('')
    expect(JSON.parse(r.stdout)).toEqual(CASES)
  })
})

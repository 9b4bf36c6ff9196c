// Writes sim/contract/verified-contract.json: the visitor contracts of the releases Bramble was
// verified on (../shared/oracles: anti-spam 6.85, form builder 3.14.9), as `bramble contract
// --json` reads them. Run after a new release is verified: npm run contract:verified.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bramble } from '../sim/message.js'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const oracles = path.resolve(root, '..', 'shared', 'oracles')
const releases = {
  antispam: 'cleantalk-spam-protect-6.85.tar.gz',
  forms: 'ninja-forms-3.14.9.tar.gz',
}
const work = mkdtempSync(path.join(os.tmpdir(), 'bramble-verified-'))
try {
  const out = {}
  for (const [kind, archive] of Object.entries(releases)) {
    const dir = path.join(work, kind)
    execFileSync('mkdir', ['-p', dir])
    execFileSync('tar', ['-xzf', path.join(oracles, archive), '-C', dir])
    const json = execFileSync(
      process.execPath,
      // Against itself: the snapshot being replaced is not read.
      [path.join(root, 'bin', 'bramble.js'), 'contract', dir, '--against', dir, '--json'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    out[kind] = JSON.parse(json).contract
  }
  const file = path.join(root, 'sim', 'contract', 'verified-contract.json')
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`)
  console.log(`wrote ${path.relative(root, file)}`)
} catch (error) {
  console.error(
    bramble(
      `Failed to write the verified contract: ${error.message}. It reads ${oracles}; run it where ../shared/oracles sits beside the repository.`,
    ),
  )
  process.exitCode = 2
} finally {
  rmSync(work, { recursive: true, force: true })
}

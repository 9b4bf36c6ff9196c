import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  BRAMBLE_USES,
  contractOfFolder,
  diffContracts,
  VERIFIED_CONTRACT_FILE,
  type Contract,
} from '../../sim/contract'
import { ROOT, runCli, tempDir } from '../support/cli'

// The release trees beside the repository (../shared/oracles and its releases/). The
// repository needs nothing outside it: without them this file reports itself skipped.
const ORACLES = path.resolve(ROOT, '..', 'shared', 'oracles')
const present = existsSync(ORACLES)
if (!present)
  console.warn(
    `[bramble] Skipped the contract checks over the plugin releases: ${ORACLES} is absent. They run where ../shared/oracles sits beside the repository.`,
  )

/** Every release archive: name (e.g. `cleantalk-spam-protect-6.85`) → unpacked folder. */
function unpackAll(): Map<string, string> {
  const out = new Map<string, string>()
  const tmp = tempDir('bramble-releases-')
  for (const dir of [ORACLES, path.join(ORACLES, 'releases')]) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.tar.gz'))) {
      const name = file.replace(/\.tar\.gz$/, '')
      mkdirSync(path.join(tmp, name))
      execFileSync('tar', ['-xzf', path.join(dir, file), '-C', path.join(tmp, name)])
      out.set(name, path.join(tmp, name))
    }
  }
  return out
}

describe.skipIf(!present)('bramble contract over every release in ../shared/oracles', () => {
  const releases = present ? unpackAll() : new Map<string, string>()
  const contracts = new Map([...releases].map(([name, dir]) => [name, contractOfFolder(dir)]))
  const of = (name: string) => contracts.get(name) as Contract
  const diff = (base: string, other: string) =>
    diffContracts(of(base), of(other), BRAMBLE_USES[of(base).plugin])
  const summary = (base: string, other: string) =>
    diff(base, other).changes.map((c) => `${c.used ? '!' : ' '}${c.kind} ${c.category} ${c.name}`)

  it('reads each release as its plugin and version, with the names Bramble relies on', () => {
    expect(releases.size).toBeGreaterThanOrEqual(8)
    for (const [name, c] of contracts) {
      const [, kind, version] = /^(cleantalk-spam-protect|ninja-forms)-(.+)$/.exec(name) ?? []
      expect(c.plugin, name).toBe(kind === 'ninja-forms' ? 'forms' : 'antispam')
      expect(c.version, name).toBe(version)
      // The core of what Bramble reads is printed by every release here.
      const core =
        c.plugin === 'antispam'
          ? ['ctPublic.data__key_is_ok', 'ctPublicFunctions._rest_url', 'ctPublic.blog_home']
          : ['nfFrontEnd.ajaxNonce', 'nfi18n.formErrorsCorrectErrors', 'nfForms[].settings']
      for (const key of core) expect(c.categories.globals, `${name} ${key}`).toHaveProperty([key])
    }
  })

  it('the verified snapshot is what the command reads from anti-spam 6.85 and form builder 3.14.9', async () => {
    const snapshot = JSON.parse(readFileSync(VERIFIED_CONTRACT_FILE, 'utf8')) as Record<
      string,
      Contract
    >
    for (const [kind, name] of [
      ['antispam', 'cleantalk-spam-protect-6.85'],
      ['forms', 'ninja-forms-3.14.9'],
    ] as const) {
      const dir = releases.get(name) as string
      const r = await runCli(['contract', dir, '--against', dir, '--json'])
      expect(r.code, r.stderr).toBe(0)
      expect(snapshot[kind], `${kind}: run npm run contract:verified`).toEqual(
        (JSON.parse(r.stdout) as { contract: Contract }).contract,
      )
    }
  })

  it('6.84 → 6.85: the search-form honeypot rename and its alt-sessions name, the EventPrime hooks; none Bramble uses', () => {
    // Confirmed by reading the two trees: the search-form honeypot field became
    // `apbct__email_id__…` (Honeypot.php, public-1-main.js), its value travels in the new
    // alt-sessions name `apbct_search_form__honeypot_value` (AltSessions.php,
    // WPSearchForm.php), and a new EventPrime integration hooks two actions. The runtime has
    // no search-form honeypot handler and no EventPrime rule, so nothing it uses changed.
    expect(summary('cleantalk-spam-protect-6.84', 'cleantalk-spam-protect-6.85')).toEqual([
      ' added endpoints ajax:ep_save_event_booking',
      ' added endpoints ajax:ep_submit_register_form',
      ' added storage apbct_search_form__honeypot_value',
      ' added dom field:apbct__email_id__',
      ' removed dom field:apbct_email_id__',
    ])
  })

  it('6.85 → 6.85.99-dev and 3.14.8 → 3.14.9: no change of the visitor contract', () => {
    // The development branch changes the admin sign-up wizard, settings and API client;
    // 3.14.9 changes server-side field handling. Neither renames a visitor-side name.
    expect(summary('cleantalk-spam-protect-6.85', 'cleantalk-spam-protect-6.85.99-dev')).toEqual([])
    expect(summary('ninja-forms-3.14.8', 'ninja-forms-3.14.9')).toEqual([])
  })

  it('6.82 → 6.85 touches nothing Bramble uses (exit 0); 3.13.4 → 3.14.9 adds unused table texts', async () => {
    const spam = diff('cleantalk-spam-protect-6.82', 'cleantalk-spam-protect-6.85')
    const r = await runCli([
      'contract',
      releases.get('cleantalk-spam-protect-6.85') as string,
      '--against',
      releases.get('cleantalk-spam-protect-6.82') as string,
    ])
    // What 6.82 lacks is admin-side (the React sync actions, banner classes) plus the 6.85
    // changes above: nothing the runtime uses, so the command exits 0.
    expect(spam.touchesBramble).toBe(false)
    expect(r.code).toBe(0)
    expect(r.stdout).toContain(`${spam.changes.length} changes`)
    const forms = summary('ninja-forms-3.13.4', 'ninja-forms-3.14.9')
    expect(forms).toContain(' added globals nfi18n.tableInsertTable')
    expect(forms.filter((c) => c.startsWith('!'))).toEqual([])
  })
})

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { UsageError } from '../errors'
import { REPO_ROOT } from '../repo-root'
import type { Contract, PluginKind } from './types'
import { bramble } from '../message'

/** Where the contracts Bramble was verified on are kept (scripts/verified-contract.mjs writes it). */
export const VERIFIED_CONTRACT_FILE = path.join(
  REPO_ROOT,
  'sim',
  'contract',
  'verified-contract.json',
)

/** The releases Bramble was verified on, whose contracts the snapshot holds. */
export const VERIFIED_RELEASES: Readonly<Record<PluginKind, string>> = {
  antispam: 'cleantalk-spam-protect-6.85.tar.gz',
  forms: 'ninja-forms-3.14.9.tar.gz',
}

/** The checked-in contract Bramble was verified on, for `kind`. */
export function verifiedContract(kind: PluginKind): Contract {
  let all: Partial<Record<PluginKind, Contract>>
  try {
    all = JSON.parse(readFileSync(VERIFIED_CONTRACT_FILE, 'utf8')) as typeof all
  } catch (error) {
    all = {}
    void error
  }
  const contract = all[kind]
  if (!contract?.categories)
    throw new UsageError(
      bramble(
        `Failed to read the verified contract of the ${kind} plugin: ${VERIFIED_CONTRACT_FILE} has none. Regenerate it with npm run contract:verified, or compare two releases with --against.`,
      ),
    )
  return contract
}

import { BRAMBLE_USES } from './bramble-uses'
import { diffContracts, type ContractChange, type ContractDiff } from './diff'
import { contractLines, diffLines } from './format'
import { readContract } from './read-contract'
import { openPluginFolder, type PluginFolder } from './read-tree'
import { CATEGORIES, MAIN_FILES, type Category, type Contract, type PluginKind } from './types'
import { VERIFIED_CONTRACT_FILE, VERIFIED_RELEASES, verifiedContract } from './verified'

export {
  BRAMBLE_USES,
  CATEGORIES,
  MAIN_FILES,
  VERIFIED_CONTRACT_FILE,
  VERIFIED_RELEASES,
  contractLines,
  diffContracts,
  diffLines,
  openPluginFolder,
  readContract,
  verifiedContract,
}
export type { Category, Contract, ContractChange, ContractDiff, PluginFolder, PluginKind }

/** Reads the contract of the release in `folder` (see openPluginFolder for what it accepts). */
export function contractOfFolder(folder: string): Contract {
  const { kind, tree } = openPluginFolder(folder)
  return readContract(kind, tree)
}

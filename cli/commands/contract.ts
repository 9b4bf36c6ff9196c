import type { Command } from 'commander'
import {
  BRAMBLE_USES,
  contractLines,
  contractOfFolder,
  diffContracts,
  diffLines,
  verifiedContract,
  type Contract,
} from '../../sim/contract'
import { UsageError } from '../../sim/errors'
import { EXIT } from '../exit-codes'
import { bramble } from '../../sim/message'

interface ContractOptions {
  against?: string
  json?: boolean
  list?: boolean
}

/** `bramble contract <folder> [--against <folder>]` */
export function registerContract(program: Command, setExit: (code: number) => void): void {
  program
    .command('contract')
    .description(
      'Read a release of the anti-spam plugin or the form builder and print the visitor contract Bramble depends on, and what changed from the release Bramble was verified on (or --against another release); exit 1 when something Bramble uses changed',
    )
    .argument('<folder>', 'the plugin folder (holding cleantalk.php or ninja-forms.php)')
    .option('--against <folder>', 'compare with this release instead of the verified contract')
    .option('--list', 'also print the whole contract, names Bramble uses marked *')
    .option('--json', 'print JSON: { contract, base, diff }')
    .addHelpText(
      'after',
      '\nExamples:\n  $ bramble contract wp-content/plugins/cleantalk-spam-protect\n' +
        '  $ bramble contract ninja-forms-3.14.8/ninja-forms --against ninja-forms-3.14.9/ninja-forms\n' +
        '  $ bramble contract wp-content/plugins/ninja-forms --list --json > contract.json\n\n' +
        'The contract is read statically from the PHP and the visitor scripts: see docs/contract.md for what it reads and misses.\n' +
        'Exit codes: 0 nothing Bramble uses changed, 1 something Bramble uses changed, 2 a folder cannot be read.\n',
    )
    .action((folder: string, opts: ContractOptions) => {
      const contract = contractOfFolder(folder)
      const base: Contract = opts.against
        ? contractOfFolder(opts.against)
        : verifiedContract(contract.plugin)
      if (base.plugin !== contract.plugin)
        throw new UsageError(
          bramble(
            `Failed to compare ${folder} with ${opts.against}: one is the ${contract.plugin} plugin, the other the ${base.plugin} plugin. Pass two releases of the same plugin.`,
          ),
        )
      const uses = BRAMBLE_USES[contract.plugin]
      const diff = diffContracts(base, contract, uses)
      const baseLabel = opts.against ?? 'verified'
      if (opts.json) {
        process.stdout.write(`${JSON.stringify({ contract, base: baseLabel, diff }, null, 2)}\n`)
      } else {
        const lines = [
          ...(opts.list ? [...contractLines(contract, uses), ''] : []),
          ...diffLines(diff, baseLabel, folder),
        ]
        for (const line of lines) process.stdout.write(`${line}\n`)
      }
      setExit(diff.touchesBramble ? EXIT.failed : EXIT.ok)
    })
}

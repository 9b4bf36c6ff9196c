import type { Command } from 'commander'
import { UsageError } from '../../sim/errors'
import { EXIT } from '../exit-codes'
import { collect } from '../options'
import { loadScenarios } from '../scenario-files'
import { actorKind, filterScenarios } from '../select'

interface ListOptions {
  grep?: string
  actor?: string[]
  tag?: string[]
}

/** `bramble list [paths...]` */
export function registerList(program: Command, setExit: (code: number) => void): void {
  program
    .command('list')
    .description('List scenarios with their actor and tags, without running them')
    .argument('[paths...]', 'scenario files, directories or globs (default: scenarios/)')
    .option('--grep <regex>', 'only scenarios whose id or name matches (case-insensitive)')
    .option('--actor <kind>', 'only scenarios played by this actor (repeatable)', collect)
    .option('--tag <tag>', 'only scenarios with this tag (repeatable: any of them)', collect)
    .addHelpText(
      'after',
      '\nExamples:\n  $ bramble list\n  $ bramble list --tag antispam\n  $ bramble list scenarios/ --actor human\n',
    )
    .action(async (paths: string[], opts: ListOptions) => {
      let grep: RegExp | undefined
      try {
        grep = opts.grep === undefined ? undefined : new RegExp(opts.grep, 'i')
      } catch (error) {
        throw new UsageError(
          `[bramble] Invalid --grep "${opts.grep}": ${(error as Error).message}.`,
        )
      }
      const loaded = await loadScenarios(paths)
      const shown = filterScenarios(loaded, { grep, actors: opts.actor, tags: opts.tag })
      const idWidth = Math.max(2, ...shown.map((s) => s.id.length))
      const actorWidth = Math.max(5, ...shown.map((s) => actorKind(s).length))
      process.stdout.write(`${'id'.padEnd(idWidth)}  ${'actor'.padEnd(actorWidth)}  tags — name\n`)
      for (const s of shown) {
        const tags = s.scenario.tags.length > 0 ? s.scenario.tags.join(',') : '—'
        process.stdout.write(
          `${s.id.padEnd(idWidth)}  ${actorKind(s).padEnd(actorWidth)}  ${tags} — ${s.scenario.name}\n`,
        )
      }
      process.stdout.write(`${shown.length} of ${loaded.length} scenarios\n`)
      setExit(EXIT.ok)
    })
}

import type { Command } from 'commander'
import { EXIT } from '../exit-codes'
import { loadScenarios } from '../scenario-files'
import {
  actorKind,
  filterScenarios,
  scenarioArguments,
  scenarioFilter,
  type FilterOptions,
} from '../select'

/** `bramble list [paths...]` */
export function registerList(program: Command, setExit: (code: number) => void): void {
  scenarioArguments(
    program
      .command('list')
      .description('List scenarios with their actor and tags, without running them'),
  )
    .addHelpText(
      'after',
      '\nExamples:\n  $ bramble list\n  $ bramble list --tag antispam\n  $ bramble list scenarios/ --actor human\n',
    )
    .action(async (paths: string[], opts: FilterOptions) => {
      const filter = scenarioFilter(opts)
      const loaded = await loadScenarios(paths)
      const shown = filterScenarios(loaded, filter)
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

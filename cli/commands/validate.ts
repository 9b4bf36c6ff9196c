import type { Command } from 'commander'
import { EXIT } from '../exit-codes'
import { loadScenarios } from '../scenario-files'

/** `bramble validate [paths...]` */
export function registerValidate(program: Command, setExit: (code: number) => void): void {
  program
    .command('validate')
    .description('Check scenario files against the schema without running them')
    .argument('[paths...]', 'scenario files, directories or globs (default: scenarios/)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ bramble validate\n  $ bramble validate scenarios/smoke.yaml\n',
    )
    .action(async (paths: string[]) => {
      const loaded = await loadScenarios(paths)
      for (const s of loaded) process.stdout.write(`ok   ${s.file} — ${s.scenario.name}\n`)
      process.stdout.write(`${loaded.length} scenario files valid\n`)
      setExit(EXIT.ok)
    })
}

import { readFile } from 'node:fs/promises'
import type { Command } from 'commander'
import { loadScenario } from '../../sim/scenario/load'
import { EXIT } from '../exit-codes'
import { loadGateConfig } from '../gate'
import { expandScenarioPaths } from '../scenario-files'
import { SCHEMAS } from './schemas'

/** What a file is, by the JSON Schema it names (scenarios name theirs, or none). */
function kindOf(text: string): 'scenario' | 'gate' | 'site map' {
  const head = text.slice(0, 400)
  if (head.includes(SCHEMAS.siteMap.file)) return 'site map'
  if (head.includes(SCHEMAS.gate.file)) return 'gate'
  return 'scenario'
}

/** `bramble validate [paths...]` */
export function registerValidate(program: Command, setExit: (code: number) => void): void {
  program
    .command('validate')
    .description(
      'Check scenario files (and site maps and gate configs that name their schema) without running them',
    )
    .argument('[paths...]', 'files, directories or globs (default: scenarios/)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ bramble validate\n  $ bramble validate scenarios/smoke.yaml\n  $ bramble init mine && bramble validate mine\n',
    )
    .action(async (paths: string[]) => {
      const files = await expandScenarioPaths(paths)
      const counts = { scenario: 0, gate: 0, 'site map': 0 }
      for (const file of files) {
        const kind = kindOf(await readFile(file, 'utf8').catch(() => ''))
        counts[kind]++
        if (kind === 'scenario') {
          const s = await loadScenario(file)
          process.stdout.write(`ok   ${s.file} — ${s.scenario.name}\n`)
        } else if (kind === 'gate') {
          await loadGateConfig(file)
          process.stdout.write(`ok   ${file} — gate config\n`)
        } else {
          const [{ pageFixtures }, { parseSiteMap }] = await Promise.all([
            import('../../sim/pages'),
            import('../../sim/site/site-map'),
          ])
          parseSiteMap(file, await readFile(file, 'utf8'), new Set(pageFixtures.keys()))
          process.stdout.write(`ok   ${file} — site map\n`)
        }
      }
      const others = counts.gate + counts['site map']
      process.stdout.write(
        `${counts.scenario} scenario files valid${others > 0 ? `, ${others} other files valid` : ''}\n`,
      )
      setExit(EXIT.ok)
    })
}

import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Command } from 'commander'
import { UsageError } from '../../sim/errors'
import { EXIT } from '../exit-codes'
import { starterFiles } from './init-files'
import { bramble } from '../../sim/message'

interface InitOptions {
  force?: boolean
}

/** `bramble init [DIR]` */
export function registerInit(program: Command, setExit: (code: number) => void): void {
  program
    .command('init')
    .description(
      'Write a starter folder for your own site: a site map, a human and a bot scenario, a gate config, a CI snippet',
    )
    .argument('[dir]', 'the folder to write (created if missing)', 'bramble')
    .option('--force', 'overwrite files that already exist')
    .addHelpText(
      'after',
      '\nExamples:\n  $ bramble init\n  $ bramble init tests/bots && bramble validate tests/bots\n',
    )
    .action(async (dir: string, opts: InitOptions) => {
      const files = starterFiles(dir.replace(/\/+$/, '') || '.')
      const taken = files.filter((f) => existsSync(path.join(dir, f.file)))
      if (taken.length > 0 && !opts.force)
        throw new UsageError(
          bramble(
            `Failed to write the starter folder ${dir}: ${taken.map((f) => f.file).join(', ')} already exist. Choose another folder, or pass --force to overwrite them.`,
          ),
        )
      for (const f of files) {
        const target = path.join(dir, f.file)
        await mkdir(path.dirname(target), { recursive: true })
        await writeFile(target, f.text)
        process.stdout.write(`wrote ${target}\n`)
      }
      process.stdout.write(
        `next: npx bramble validate ${dir} && npx bramble run ${dir}/scenarios (see ${path.join(dir, 'CI.md')})\n`,
      )
      setExit(EXIT.ok)
    })
}

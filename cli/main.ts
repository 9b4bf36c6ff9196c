import { Command, CommanderError } from 'commander'
import { BrambleError } from '../sim/errors'
import { registerCompare } from './commands/compare'
import { registerContract } from './commands/contract'
import { registerGate } from './commands/gate'
import { registerInit } from './commands/init'
import { registerList } from './commands/list'
import { registerMerge } from './commands/merge'
import { registerPopulation } from './commands/population'
import { registerRecord } from './commands/record'
import { registerReport } from './commands/report'
import { registerRun } from './commands/run'
import { registerServe } from './commands/serve'
import { registerValidate } from './commands/validate'
import { EXIT, exitCodeFor } from './exit-codes'
import { bramble } from '../sim/message'

/** Builds the `bramble` program; `setExit` receives each command's exit code. */
export function buildProgram(setExit: (code: number) => void): Command {
  const program = new Command()
  program
    .name('bramble')
    .description(
      'Replay human and bot scenarios in headless Chromium against a mocked WordPress site.',
    )
    .version('0.1.0')
    .showHelpAfterError('(run bramble --help for usage)')
    .exitOverride()
  registerRun(program, setExit)
  registerList(program, setExit)
  registerValidate(program, setExit)
  registerServe(program, setExit)
  registerRecord(program, setExit)
  registerReport(program, setExit)
  registerGate(program, setExit)
  registerMerge(program, setExit)
  registerCompare(program, setExit)
  registerPopulation(program, setExit)
  registerInit(program, setExit)
  registerContract(program, setExit)
  program.addHelpText(
    'after',
    '\nExamples:\n  $ bramble run\n  $ bramble run --shard 1/2 && bramble merge reports/*/report.json\n  $ bramble gate --config gate.ci.json\n' +
      '\nExit codes: 0 pass, 1 expectations failed or gate breached, 2 usage or scenario-file error, 3 infrastructure error.\n',
  )
  return program
}

/** Runs the CLI and returns the process exit code. Only cli/ touches stdout and exit codes. */
export async function main(argv: readonly string[]): Promise<number> {
  // A closed pipe (`bramble list | head`) is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(code)
  })
  let code: number = EXIT.ok
  const program = buildProgram((c) => {
    code = c
  })
  try {
    await program.parseAsync([...argv])
    return code
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version exit 0; every other parse problem is a usage error.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage
    }
    if (error instanceof BrambleError) {
      process.stderr.write(`${error.message}\n`)
      return exitCodeFor(error)
    }
    process.stderr.write(bramble(`Internal error: ${(error as Error).stack ?? String(error)}\n`))
    return EXIT.infra
  }
}

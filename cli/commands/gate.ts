import type { Command } from 'commander'
import { evaluateGate, loadGateConfig } from '../gate'
import { EXIT } from '../exit-codes'
import { latestReport } from '../latest-report'
import { readReport } from '../read-report'

interface GateOptions {
  config: string
}

/** `bramble gate --config FILE [report.json]` */
export function registerGate(program: Command, setExit: (code: number) => void): void {
  program
    .command('gate')
    .description('Check a run report against the thresholds of a gate config; exit 1 on a breach')
    .argument('[report]', 'a report.json (default: the newest under reports/)')
    .requiredOption('--config <file>', 'gate config (JSON), e.g. gate.ci.json')
    .addHelpText(
      'after',
      '\nExamples:\n  $ bramble gate --config gate.ci.json\n  $ bramble gate --config gate.json reports/merged/report.json\n\n' +
        'Config keys (all optional): allExpectationsPass, minBotDetectionRate, maxHumanFalsePositiveRate, minDetectionRateLowerBound, maxFalsePositiveRateUpperBound, maxFlaky, maxScenarioDurationMs.\n',
    )
    .action(async (file: string | undefined, opts: GateOptions) => {
      const config = await loadGateConfig(opts.config)
      const source = file ?? (await latestReport())
      const checks = evaluateGate(await readReport(source), config)
      for (const c of checks)
        process.stdout.write(`${c.passed ? 'ok    ' : 'BREACH'} ${c.name}: ${c.message}\n`)
      const breaches = checks.filter((c) => !c.passed).length
      process.stdout.write(
        breaches === 0
          ? `gate passed: ${checks.length} thresholds held (${source})\n`
          : `gate breached: ${breaches} of ${checks.length} thresholds (${source})\n`,
      )
      setExit(breaches === 0 ? EXIT.ok : EXIT.failed)
    })
}

import type { Writable } from 'node:stream'
import type { Reporter } from './reporter'
import type { Report, ScenarioResult } from './schema'
import { actorOf, remoteEndpointOf, isFlaky, verdictOf } from './view'

const MARK = {
  passed: 'ok  ',
  failed: 'FAIL',
  error: 'ERR ',
  skipped: 'SKIP',
  'infra-error': 'INFR',
} as const
const COLOR = { passed: 32, failed: 31, error: 33, skipped: 36, 'infra-error': 35 } as const

/** Options of {@link ListReporter}. */
export interface ListReporterOptions {
  /** Color the status marks (only for a terminal, and never with NO_COLOR). Default off. */
  readonly color?: boolean
}

/** Plain lines, one per scenario, for logs and non-TTY output. No ANSI codes unless asked. */
export class ListReporter implements Reporter {
  constructor(
    private readonly out: Writable,
    private readonly options: ListReporterOptions = {},
  ) {}

  private paint(code: number, text: string): string {
    return this.options.color ? `\u001b[${code}m${text}\u001b[39m` : text
  }

  onScenarioEnd(r: ScenarioResult): void {
    const extra = [
      actorOf(r) ? `actor ${actorOf(r)}` : '',
      verdictOf(r) ? `verdict ${verdictOf(r)!.label}` : '',
      remoteEndpointOf(r) ? `on ${remoteEndpointOf(r)}` : '',
      isFlaky(r) ? 'FLAKY' : '',
    ].filter(Boolean)
    const tail = extra.length > 0 ? `, ${extra.join(', ')}` : ''
    this.out.write(
      `${this.paint(COLOR[r.status], MARK[r.status])} ${r.id} — ${r.name} (${Math.round(r.durationMs)} ms${tail})\n`,
    )
    for (const e of r.expectations.filter((x) => !x.passed)) {
      this.out.write(`       ✗ ${e.description}: expected ${e.expected}, got ${e.actual}\n`)
    }
    if (r.error) this.out.write(`       ${r.error}\n`)
    if (r.skipReason) this.out.write(`       skipped: ${r.skipReason}\n`)
    if (r.infraRetry)
      this.out.write(`       retried once after an infrastructure error: ${r.infraRetry.error}\n`)
  }

  onError(error: Error): void {
    this.out.write(`${this.paint(31, 'ERR ')} ${error.message}\n`)
  }

  onEnd(report: Report): void {
    const s = report.summary
    const flaky = s.flaky ? `, ${s.flaky} flaky` : ''
    const skipped =
      (s.skipped ? `, ${s.skipped} skipped` : '') +
      (s.infraErrors ? `, ${s.infraErrors} infrastructure errors` : '')
    this.out.write(
      `\n${s.passed} passed, ${s.failed} failed, ${s.errors} errors${skipped}${flaky} — ${s.total} scenarios in ${(report.durationMs / 1000).toFixed(1)} s\n`,
    )
  }
}

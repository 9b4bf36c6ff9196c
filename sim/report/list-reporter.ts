import type { Writable } from 'node:stream'
import type { Reporter } from './reporter'
import type { Report, ScenarioResult } from './schema'

const MARK = { passed: 'ok  ', failed: 'FAIL', error: 'ERR ' } as const

/** Plain lines, one per scenario, for logs and non-TTY output. No ANSI codes. */
export class ListReporter implements Reporter {
  constructor(private readonly out: Writable) {}
  onScenarioEnd(r: ScenarioResult): void {
    this.out.write(`${MARK[r.status]} ${r.id} — ${r.name} (${Math.round(r.durationMs)} ms)\n`)
    for (const e of r.expectations.filter((x) => !x.passed)) {
      this.out.write(`       ✗ ${e.description}: expected ${e.expected}, got ${e.actual}\n`)
    }
    if (r.error) this.out.write(`       ${r.error}\n`)
  }
  onEnd(report: Report): void {
    const s = report.summary
    this.out.write(
      `\n${s.passed} passed, ${s.failed} failed, ${s.errors} errors — ${s.total} scenarios in ${(report.durationMs / 1000).toFixed(1)} s\n`,
    )
  }
}

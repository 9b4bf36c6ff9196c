import type { Report, ScenarioResult } from './schema'
import type { LoadedScenario } from '../scenario/load'

/**
 * A run reporter. Every hook is optional; reporters collect during the run and write once
 * at the end, to the stream or directory they were given.
 */
export interface Reporter {
  onBegin?(scenarios: readonly LoadedScenario[]): void
  onScenarioBegin?(scenario: LoadedScenario): void
  onScenarioEnd?(result: ScenarioResult): void
  onError?(error: Error): void
  onEnd?(report: Report): void | Promise<void>
}

/** Fans hooks out to several reporters; a reporter that throws becomes a run error. */
export class ReporterMux implements Reporter {
  readonly errors: Error[] = []
  constructor(private readonly reporters: readonly Reporter[]) {}
  private each(call: (r: Reporter) => unknown): void {
    for (const r of this.reporters) {
      try {
        call(r)
      } catch (error) {
        this.errors.push(error as Error)
      }
    }
  }
  onBegin(s: readonly LoadedScenario[]) {
    this.each((r) => r.onBegin?.(s))
  }
  onScenarioBegin(s: LoadedScenario) {
    this.each((r) => r.onScenarioBegin?.(s))
  }
  onScenarioEnd(res: ScenarioResult) {
    this.each((r) => r.onScenarioEnd?.(res))
  }
  onError(e: Error) {
    this.each((r) => r.onError?.(e))
  }
  async onEnd(report: Report) {
    for (const r of this.reporters) {
      try {
        await r.onEnd?.(report)
      } catch (error) {
        this.errors.push(error as Error)
      }
    }
  }
}

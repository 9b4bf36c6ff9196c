// @jsxRuntime automatic -- tsx reads the root tsconfig, which sets no JSX mode
import { render, type Instance } from 'ink'
import type { Reporter } from '../../sim/report/reporter'
import type { Report, ScenarioResult } from '../../sim/report/schema'
import type { LoadedScenario } from '../../sim/scenario/load'
import { Dashboard } from './Dashboard'
import { DashboardStore } from './dashboard-store'

/** Options of {@link DashboardReporter}. */
export interface DashboardReporterOptions {
  readonly stdout: NodeJS.WriteStream
  readonly stdin: NodeJS.ReadStream
  readonly color: boolean
  /** Called when the user quits; the run aborts its signal here. */
  readonly onQuit: () => void
}

/**
 * The live Ink dashboard as a run reporter. When stdin is a terminal it reads keys, and
 * after the run it stays open for browsing until q.
 */
export class DashboardReporter implements Reporter {
  readonly store = new DashboardStore()
  private app: Instance | undefined
  private quitted = false
  private release: (() => void) | undefined
  private readonly interactive: boolean

  constructor(private readonly options: DashboardReporterOptions) {
    this.interactive = options.stdin.isTTY === true
  }

  private quit = () => {
    this.quitted = true
    this.options.onQuit()
    this.release?.()
  }

  onBegin(scenarios: readonly LoadedScenario[]): void {
    this.store.begin(scenarios)
    this.app = render(
      <Dashboard
        store={this.store}
        onQuit={this.quit}
        color={this.options.color}
        interactive={this.interactive}
      />,
      {
        stdout: this.options.stdout,
        stdin: this.options.stdin,
        exitOnCtrlC: false,
        patchConsole: false,
      },
    )
  }

  onScenarioBegin(scenario: LoadedScenario): void {
    this.store.start(scenario.id)
  }

  onScenarioEnd(result: ScenarioResult): void {
    this.store.end(result)
  }

  onError(error: Error): void {
    this.store.error(error.message)
  }

  async onEnd(report: Report): Promise<void> {
    this.store.finish(report)
    // Wait for q only when the dashboard is on screen and the user has not quit yet.
    if (this.app && this.interactive && !this.quitted) {
      await new Promise<void>((resolve) => (this.release = resolve))
    }
    this.close()
  }

  /** Unmounts the dashboard (also on a run that throws). */
  close(): void {
    this.app?.unmount()
    this.app = undefined
  }
}

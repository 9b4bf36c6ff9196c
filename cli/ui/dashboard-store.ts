import type { Report, ScenarioResult } from '../../sim/report/schema'
import type { LoadedScenario } from '../../sim/scenario/load'

/** Where a scenario is in the run. */
export type RowState =
  'queued' | 'running' | 'passed' | 'failed' | 'error' | 'skipped' | 'infra-error'

/** One scenario as the dashboard shows it. */
export interface DashboardRow {
  readonly id: string
  readonly name: string
  readonly actor: string
  readonly state: RowState
  readonly startedAt?: number
  readonly result?: ScenarioResult
}

/** The dashboard's whole state; replaced, never mutated, on each change. */
export interface DashboardState {
  readonly rows: readonly DashboardRow[]
  /** Ids of finished scenarios in the order they finished (append-only, for `<Static>`). */
  readonly done: readonly string[]
  readonly startedAt: number
  readonly finished?: Report
  readonly errors: readonly string[]
  readonly quitting: boolean
}

/**
 * The run as seen by the dashboard: reporter hooks write to it, Ink components subscribe
 * (useSyncExternalStore). Kept free of React so it can be tested and fed by hand.
 */
export class DashboardStore {
  private state: DashboardState
  private readonly listeners = new Set<() => void>()

  constructor(now: () => number = Date.now) {
    this.now = now
    this.state = { rows: [], done: [], startedAt: now(), errors: [], quitting: false }
  }

  private readonly now: () => number

  /** The current state. */
  readonly get = (): DashboardState => this.state

  /** Subscribes to changes; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private set(next: Partial<DashboardState>): void {
    this.state = { ...this.state, ...next }
    for (const l of this.listeners) l()
  }

  private update(id: string, change: (row: DashboardRow) => DashboardRow): void {
    this.set({ rows: this.state.rows.map((r) => (r.id === id ? change(r) : r)) })
  }

  /** The run starts with these scenarios, all queued. */
  begin(scenarios: readonly LoadedScenario[]): void {
    this.set({
      startedAt: this.now(),
      rows: scenarios.map((s) => ({
        id: s.id,
        name: s.scenario.name,
        actor: s.scenario.actor.kind,
        state: 'queued',
      })),
    })
  }

  /** A scenario started running. */
  start(id: string): void {
    this.update(id, (r) => ({ ...r, state: 'running', startedAt: this.now() }))
  }

  /** A scenario finished (or a row arrives for a result the store has not seen). */
  end(result: ScenarioResult): void {
    if (!this.state.rows.some((r) => r.id === result.id)) {
      const row = { id: result.id, name: result.name, actor: '', state: 'queued' as const }
      this.set({ rows: [...this.state.rows, row] })
    }
    this.update(result.id, (r) => ({ ...r, state: result.status, result }))
    if (!this.state.done.includes(result.id)) this.set({ done: [...this.state.done, result.id] })
  }

  /** A run-level error (a reporter or the driver). */
  error(message: string): void {
    this.set({ errors: [...this.state.errors, message] })
  }

  /** The run ended with this report. */
  finish(report: Report): void {
    this.set({ finished: report })
  }

  /** The user asked to quit. */
  quit(): void {
    this.set({ quitting: true })
  }
}

import type { AntispamConfig } from '../config/config'
import type { SignalStore } from '../storage/signal-store'
import type { Transport } from '../transport/types'

/** What every anti-spam feature is installed with. */
export interface AntispamContext {
  readonly config: AntispamConfig
  readonly transport: Transport
  readonly store: SignalStore
  readonly win: Window
  /**
   * Subscribes to DOM events through the bundle's one listener per target and type
   * (events/event-hub.ts), for code in other chunks, which would otherwise add its own: each
   * listener the browser calls is a call into script, paid on every key and move.
   */
  readonly listen: (
    target: EventTarget,
    type: string,
    handler: (event: Event) => void,
  ) => () => void
  /** Console warning, shown once per distinct message. */
  readonly warn: (message: string) => void
  /**
   * Publishes a read-only view on the page handle `window.__brambleAntispam` (e.g. the
   * signals' reads), for the simulator and debugging. Never used for behaviour.
   */
  readonly expose?: (name: string, value: unknown) => void
}

/**
 * One capability of the runtime (signals, decoder, modal, integrations…). Features are
 * listed in features.ts; install() runs each one guarded, so a failing feature never stops
 * the others or reaches the page.
 */
export interface Feature {
  readonly name: string
  /** Whether the page's settings turn this feature on (default: on). */
  enabled?(config: AntispamConfig): boolean
  /** Starts the feature; returns its teardown (listeners removed, patches restored). */
  install(ctx: AntispamContext): () => void
}

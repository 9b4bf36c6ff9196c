import { on } from '../events/event-hub'
import type { AntispamContext } from '../context/feature'

/** What a signal's read yields: a failure is data, never a crash of the host page. */
export type SignalRead<T> =
  { readonly state: 'ok'; readonly value: T } | { readonly state: 'error'; readonly error: string }

/** One measured signal (one per file, registered in signals/index.ts). */
export interface Signal<T> {
  /** Writes the initial value and attaches listeners/timers. */
  start(): void
  /** Removes every listener and timer. Idempotent. */
  stop(): void
  read(): SignalRead<T>
}

/** What a signal factory is given: the runtime context plus injectable sources. */
export interface SignalContext extends AntispamContext {
  /** Random numbers in [0, 1) (session ids, JS-error sampling). */
  readonly random: () => number
}

/** A signal factory. */
export type SignalFactory<T> = (ctx: SignalContext) => Signal<T>

/** A successful read. */
export const ok = <T>(value: T): SignalRead<T> => ({ state: 'ok', value })

/** A failed read with the error's message. */
export const failed = (error: unknown): SignalRead<never> => ({
  state: 'error',
  error: error instanceof Error ? error.message : String(error),
})

/** Unix time in seconds (one copy in the bundle, with the storage's). */
export { unixNow } from '../storage/local-entry'

/**
 * Adds a passive, capturing listener whose exceptions never reach the page, and returns
 * its remover. Listeners of one target and type share one DOM listener (events/event-hub.ts).
 */
export const listen = on

/** An event target as an element (also across frames, where `instanceof` fails). */
export function asElement(target: EventTarget | null): Element | undefined {
  return target && typeof (target as Element).matches === 'function'
    ? (target as Element)
    : undefined
}

/**
 * Error kinds of the simulator. Expected outcomes (a bot caught, an expectation failed)
 * are results in the report, never exceptions; these are for runs that cannot proceed.
 * The CLI maps each kind to its exit code.
 */
export type ErrorKind = 'usage' | 'scenario' | 'infra' | 'internal'

/** An error with a message that says what failed, why, and how to fix it. */
export class BrambleError extends Error {
  readonly kind: ErrorKind
  constructor(kind: ErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.kind = kind
    this.name = 'BrambleError'
  }
}

/** Bad command-line usage. */
export class UsageError extends BrambleError {
  constructor(message: string) {
    super('usage', message)
    this.name = 'UsageError'
  }
}

/** A scenario file that cannot be read or does not match the schema. */
export class ScenarioFileError extends BrambleError {
  readonly file: string
  constructor(file: string, message: string) {
    super('scenario', message)
    this.file = file
    this.name = 'ScenarioFileError'
  }
}

/** The environment cannot run scenarios: no browser, a port in use, a crashed browser. */
export class InfraError extends BrambleError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('infra', message, options)
    this.name = 'InfraError'
  }
}

/** A bug in Bramble itself. */
export class InternalError extends BrambleError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('internal', message, options)
    this.name = 'InternalError'
  }
}

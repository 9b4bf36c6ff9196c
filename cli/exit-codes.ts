import { BrambleError } from '../sim/errors'

/** The exit codes of every command (documented in docs/cli.md). */
export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  infra: 3,
} as const

/** Maps an error to its exit code: usage and scenario files 2, infrastructure 3. */
export function exitCodeFor(error: unknown): number {
  if (error instanceof BrambleError) {
    if (error.kind === 'usage' || error.kind === 'scenario') return EXIT.usage
    if (error.kind === 'infra') return EXIT.infra
  }
  return EXIT.infra
}

import { UsageError } from '../sim/errors'
import { bramble } from '../sim/message'

/** Commander argument parser for a whole number ≥ 1; names the flag on bad input. */
export function positiveInt(flag: string): (value: string) => number {
  return (value) => {
    const n = Number(value)
    if (!Number.isInteger(n) || n < 1) {
      throw new UsageError(
        bramble(`Invalid ${flag} "${value}": expected a whole number ≥ 1, e.g. ${flag} 2.`),
      )
    }
    return n
  }
}

/** Commander argument parser for an integer seed. */
export function integer(flag: string): (value: string) => number {
  return (value) => {
    const n = Number(value)
    if (!Number.isSafeInteger(n)) {
      throw new UsageError(
        bramble(`Invalid ${flag} "${value}": expected an integer, e.g. ${flag} 42.`),
      )
    }
    return n
  }
}

/** Commander collector for a repeatable option. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value]
}

/** A shard `i/n`: run the i-th of n parts (1-based). */
export interface Shard {
  readonly index: number
  readonly total: number
}

/** Parses `--shard i/n`. */
export function parseShard(value: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(value.trim())
  const index = Number(m?.[1])
  const total = Number(m?.[2])
  if (!m || total < 1 || index < 1 || index > total) {
    throw new UsageError(
      bramble(
        `Invalid --shard "${value}": expected i/n with 1 ≤ i ≤ n, e.g. --shard 1/3 for the first of three shards.`,
      ),
    )
  }
  return { index, total }
}

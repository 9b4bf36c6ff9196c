import type { VerdictSignals } from './signals'

/** How many of the first key intervals make a visit's trail. */
export const TRAIL_KEYS = 5

/**
 * A visit's behavioural trail as the page observed it: the rhythm of its first keys, to the
 * millisecond. Two people do not produce the same one; a replay of a recorded person
 * produces it every time (what follows may differ: the words typed differ in length).
 */
export function trailOf(s: VerdictSignals): string | undefined {
  if (s.keyIntervalsMs.length < TRAIL_KEYS) return undefined
  return s.keyIntervalsMs.slice(0, TRAIL_KEYS).join(',')
}

/**
 * Which visits of a population repeat another visit's trail exactly. This needs memory
 * across visits, so it is not part of the one-visit reference verdict: it shows what a
 * server that remembers trails could add (catching replays).
 */
export function repeatedTrails(visits: readonly VerdictSignals[]): boolean[] {
  const trails = visits.map(trailOf)
  const counts = new Map<string, number>()
  for (const t of trails) if (t !== undefined) counts.set(t, (counts.get(t) ?? 0) + 1)
  return trails.map((t) => t !== undefined && (counts.get(t) ?? 0) > 1)
}

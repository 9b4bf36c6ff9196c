import type { ActorEvent } from './events'
import type { Rng } from './rng'

/** Parameters of the human typist. */
export interface TypingModel {
  /** Median key-to-key interval (ms). */
  readonly medianMs: number
  /** Log-space spread of intervals; 0.5 gives a coefficient of variation near 0.5. */
  readonly sigma: number
  /** Chance of a hesitation pause before a key. */
  readonly pauseChance: number
  /** Chance of hitting a neighbouring key first, then correcting it with Backspace. */
  readonly typoChance: number
}

/** Defaults from keystroke studies of ordinary typists: ~190 ms median, long right tail. */
export const HUMAN_TYPING: TypingModel = {
  medianMs: 190,
  sigma: 0.45,
  pauseChance: 0.03,
  typoChance: 0.02,
}

const NEIGHBOURS: Record<string, string> = {
  a: 's',
  b: 'v',
  c: 'x',
  d: 'f',
  e: 'r',
  f: 'g',
  g: 'h',
  h: 'j',
  i: 'o',
  j: 'k',
  k: 'l',
  l: 'k',
  m: 'n',
  n: 'm',
  o: 'p',
  p: 'o',
  q: 'w',
  r: 't',
  s: 'd',
  t: 'y',
  u: 'i',
  v: 'b',
  w: 'e',
  x: 'c',
  y: 'u',
  z: 'x',
}

/** The key name for a character (puppeteer's names: newline is Enter). */
export function keyFor(ch: string): string {
  return ch === '\n' ? 'Enter' : ch
}

function press(key: string, t: number, hold: number, field?: string): ActorEvent[] {
  const on = field === undefined ? {} : { field }
  return [
    { t: Math.round(t), type: 'keydown', key, ...on },
    { t: Math.round(t + hold), type: 'keyup', key, ...on },
  ]
}

/**
 * A human typing `text` from `t0`: log-normal key-to-key intervals, log-normal key holds
 * shorter than the gap, hesitation pauses, and occasional typos fixed with Backspace.
 */
export function humanKeys(
  text: string,
  t0: number,
  rng: Rng,
  model = HUMAN_TYPING,
  field?: string,
): ActorEvent[] {
  const events: ActorEvent[] = []
  let t = t0
  const gap = () => {
    let ms = rng.logNormal(model.medianMs, model.sigma)
    if (rng.chance(model.pauseChance)) ms += rng.between(500, 1800)
    return Math.max(35, ms)
  }
  const hold = (next: number) => Math.min(rng.logNormal(90, 0.3), next - 15)
  for (const ch of text) {
    const wrong = NEIGHBOURS[ch.toLowerCase()]
    if (wrong && rng.chance(model.typoChance)) {
      const g1 = gap()
      events.push(...press(wrong, t, hold(g1), field))
      t += g1 + rng.between(200, 450)
      const g2 = gap()
      events.push(...press('Backspace', t, hold(g2), field))
      t += g2
    }
    const g = gap()
    events.push(...press(keyFor(ch), t, hold(g), field))
    t += g
  }
  return events
}

/** Keys at one fixed interval and hold, as a scripted typer sends them. */
export function constantKeys(
  text: string,
  t0: number,
  intervalMs: number,
  holdMs: number,
  field?: string,
): ActorEvent[] {
  return [...text].flatMap((ch, i) => press(keyFor(ch), t0 + i * intervalMs, holdMs, field))
}

/** Key-to-key intervals (keydown to keydown) of an event list. */
export function keyIntervals(events: readonly ActorEvent[]): number[] {
  const downs = events.filter((e) => e.type === 'keydown').map((e) => e.t)
  return downs.slice(1).map((t, i) => t - downs[i]!)
}

/** One judged visitor of a population. */
export interface Judged {
  readonly isBot: boolean
  readonly label: 'bot' | 'human'
}

/** Detection rate over bots and false-positive rate over humans. */
export interface Rates {
  readonly bots: number
  readonly humans: number
  /** Bots labelled bot / bots. */
  readonly detectionRate: number
  /** Humans labelled bot / humans. */
  readonly falsePositiveRate: number
}

/** Rates of a judged population (NaN where the population has none of a class). */
export function rates(population: readonly Judged[]): Rates {
  const bots = population.filter((p) => p.isBot)
  const humans = population.filter((p) => !p.isBot)
  return {
    bots: bots.length,
    humans: humans.length,
    detectionRate: bots.filter((b) => b.label === 'bot').length / bots.length,
    falsePositiveRate: humans.filter((h) => h.label === 'bot').length / humans.length,
  }
}

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

/** One group of a population (one kind of visitor) and how often it was called a bot. */
export interface GroupRate {
  readonly group: string
  readonly isBot: boolean
  readonly visitors: number
  readonly calledBot: number
  /** Bots: the detection rate; people: the false-positive rate. */
  readonly botRate: number
}

/** How often each group (in first-seen order) was called a bot. */
export function ratesByGroup(
  population: readonly (Judged & { readonly group: string })[],
): GroupRate[] {
  const groups = new Map<string, (Judged & { readonly group: string })[]>()
  for (const p of population) groups.set(p.group, [...(groups.get(p.group) ?? []), p])
  return [...groups].map(([group, members]) => {
    const calledBot = members.filter((m) => m.label === 'bot').length
    return {
      group,
      isBot: members[0]!.isBot,
      visitors: members.length,
      calledBot,
      botRate: calledBot / members.length,
    }
  })
}

import type { ActorKind } from '../actors/create-actor'
import type { LoadedScenario } from './load'
import { scenarioSchema, type Step } from './schema'

/** One kind of visitor of a verdict population: an actor and what it does on the page. */
export interface PopulationMember {
  /** Name in the rate table (several members may share an actor kind). */
  readonly name: string
  readonly kind: ActorKind
  readonly isBot: boolean
  readonly steps: readonly Step[]
}

const comment = { action: 'type', target: '#comment', text: '{{lorem.words}}' } as const
const author = { action: 'type', target: '#author', text: '{{person.firstName}}' } as const
const email = { action: 'type', target: '#email', text: '{{internet.email}}' } as const
const submit = { action: 'submit', target: '#submit' } as const
const typed: readonly Step[] = [comment, author, email, submit]

/**
 * The visitors the reference verdict is measured on, all on the comment form: three kinds of
 * people (typing everything, autofilling name and email, pasting the comment) and every bot.
 */
export const POPULATION: readonly PopulationMember[] = [
  { name: 'human commenter', kind: 'human', isBot: false, steps: typed },
  {
    name: 'autofill human',
    kind: 'human',
    isBot: false,
    steps: [
      comment,
      { action: 'autofill', fields: { '#author': author.text, '#email': email.text } },
      submit,
    ],
  },
  {
    name: 'paste human',
    kind: 'human',
    isBot: false,
    steps: [{ action: 'paste', target: '#comment', text: comment.text }, author, email, submit],
  },
  { name: 'instant-fill', kind: 'instant-fill', isBot: true, steps: typed },
  { name: 'constant typer', kind: 'constant-typer', isBot: true, steps: typed },
  { name: 'paste bot', kind: 'paste-bot', isBot: true, steps: typed },
  { name: 'headless', kind: 'headless', isBot: true, steps: typed },
  { name: 'stealth', kind: 'stealth', isBot: true, steps: typed },
  { name: 'replay', kind: 'replay', isBot: true, steps: typed },
  { name: 'human mimic', kind: 'human-mimic', isBot: true, steps: typed },
  { name: 'replay with jitter', kind: 'replay-jitter', isBot: true, steps: typed },
  {
    name: 'form agent',
    kind: 'form-agent',
    isBot: true,
    steps: [
      { ...comment, target: 'aria/Comment' },
      { ...author, target: 'aria/Name' },
      { ...email, target: 'aria/Email' },
      { action: 'submit', target: 'aria/Post Comment' },
    ],
  },
  { name: 'patient bot', kind: 'patient-bot', isBot: true, steps: typed },
  { name: 'traced automation', kind: 'traced-automation', isBot: true, steps: typed },
  {
    name: 'raw-HTTP',
    kind: 'raw-http',
    isBot: true,
    steps: [
      {
        action: 'post',
        path: '/wp-comments-post.php',
        fields: {
          comment: comment.text,
          author: author.text,
          email: email.text,
          comment_post_ID: '1',
        },
      },
    ],
  },
]

/** First seed of the populations: the library's scenarios use seeds far below it. */
export const POPULATION_SEED_BASE = 10_000

/** The scenario one member of a population plays with `seed`. */
export function populationScenario(member: PopulationMember, seed: number): LoadedScenario {
  const id = `population/${member.name.replace(/\W+/g, '-')}-${seed}`
  const scenario = scenarioSchema.parse({
    name: `population ${member.name} ${seed}`,
    seed,
    page: { fixture: 'comment-form' },
    actor: { kind: member.kind },
    steps: member.steps,
    expect: [{ kind: 'page-errors', count: 0 }],
    // A measurement, not a test: a busy machine must not turn slow visits into missing ones.
    timeoutMs: 180_000,
  })
  return { file: id, id, scenario }
}

/**
 * `perMember` fresh seeds for every member, from POPULATION_SEED_BASE on. Members never share
 * a seed: two kinds of people with the same seed would be the same person (the same typing
 * rhythm), which a population of distinct visitors does not have.
 */
export function populationScenarios(
  perMember: number,
  members: readonly PopulationMember[] = POPULATION,
): { member: PopulationMember; loaded: LoadedScenario }[] {
  return members.flatMap((member, m) =>
    Array.from({ length: perMember }, (_, i) => ({
      member,
      loaded: populationScenario(member, POPULATION_SEED_BASE + m * perMember + i),
    })),
  )
}

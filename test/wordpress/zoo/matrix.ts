import { ACTOR_KINDS } from '../../../sim/actors'
import { SEND_PATHS, type SendPathName } from './send-paths'
import type { ZooVisitor } from './visit'

// The zoo's matrix: every visitor × cookie mode × bot detector × transport. CI runs a slice
// (every send path once, a few quick actors, every setting at least once);
// `BRAMBLE_ZOO=full` runs all of it.

/** One setting of the anti-spam plugin the zoo runs under. */
export interface ZooConfig {
  readonly mode: 'native' | 'alternative' | 'none'
  /** `data__set_cookies`: 1 native, 2 alternative, 3 none (as the plugin reports it). */
  readonly setCookies: 1 | 2 | 3
  readonly detector: 0 | 1
  readonly transport: 'admin_ajax' | 'rest'
}

const MODES = [
  ['native', 1],
  ['alternative', 2],
  ['none', 3],
] as const

/** Every setting, modes outermost. */
export const CONFIGS: readonly ZooConfig[] = MODES.flatMap(([mode, setCookies]) =>
  ([0, 1] as const).flatMap((detector) =>
    (['admin_ajax', 'rest'] as const).map((transport) => ({
      mode,
      setCookies,
      detector,
      transport,
    })),
  ),
)

/**
 * Actors the zoo leaves out, with why: `recorded` replays a person's own recording on that
 * person's clock (`epochMs`), which a real server's clock does not follow.
 */
export const ACTORS_LEFT_OUT: Readonly<Record<string, string>> = {
  recorded: "a person's recording on its own clock; the replay actors stand for it",
}

/** Every visitor: each no-input send path, then each actor of sim/actors. */
export const VISITORS: readonly ZooVisitor[] = [
  ...(Object.keys(SEND_PATHS) as SendPathName[]).map((name) => ({ kind: 'path' as const, name })),
  ...ACTOR_KINDS.filter((k) => !(k in ACTORS_LEFT_OUT)).map((name) => ({
    kind: 'actor' as const,
    name,
  })),
]

/**
 * The actors of the CI slice: quick ones (a real-time person types for half a minute; the
 * differential test already sends a person's comment in every setting).
 */
export const CI_ACTORS: readonly string[] = ['instant-fill', 'paste-bot', 'raw-http']

/** The CI slice: every send path, then the CI actors. */
const SLICE = VISITORS.filter((v) => v.kind === 'path' || CI_ACTORS.includes(v.name))

/** A visitor's name in a test title. */
export const visitorName = (v: ZooVisitor) => `${v.kind === 'path' ? 'bot by' : 'actor'} ${v.name}`

/**
 * The visitors of `config` in this run: all of them with `full`; else the slice's dealt to
 * it round-robin (visitor i goes to setting i mod 12), so each runs once and each setting
 * gets one or two.
 */
export function visitorsOf(config: ZooConfig, full: boolean): ZooVisitor[] {
  if (full) return [...VISITORS]
  const at = CONFIGS.indexOf(config)
  return SLICE.filter((_, i) => i % CONFIGS.length === at)
}

/** Whether this run is the whole matrix (`BRAMBLE_ZOO=full`). */
export const FULL = process.env.BRAMBLE_ZOO === 'full'

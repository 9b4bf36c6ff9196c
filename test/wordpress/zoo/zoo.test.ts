import { writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compareViews, type Side } from '../derived-compare'
import {
  ACTOR_COOKIE_RULES,
  COOKIE_RULES,
  REPORT_RULES,
  SESSION_RULES,
  cookieView,
  reportView,
  sessionView,
} from '../derived-rules'
import { setAntispamMode, useDifferential } from '../differential'
import { altSessionId } from '../site'
import { CONFIGS, FULL, visitorName, visitorsOf, type ZooConfig } from './matrix'
import { zooLanguage, zooVisit, type Visit, type ZooVisitor } from './visit'

// Issue 26, point 2: the bot zoo on the real server. Every visitor (a no-input bot per way a
// page can send a form, every actor of sim/actors) visits the comment page with the original
// scripts and, at the same time, with ours; the server's views of the two visits must agree
// value by value: the outcome, its connection report (the request it would send its cloud),
// the visitor's alt-sessions row and the cookies. Rules and tolerances: derived-rules.ts,
// docs/real-server.md ("The bot zoo"). CI runs a slice; BRAMBLE_ZOO=full runs every cell.
const { site, browser } = useDifferential()

/**
 * The fewest report keys the original fills in one report, per cookie mode (measured over the
 * slice: native 42, alternative 44, none 51); fewer means the report was not read (a failed
 * parse, no report), and the comparison fails. A raw HTTP post runs no script: its own.
 */
const MIN_REPORT_KEYS: Record<ZooConfig['mode'] | 'raw-http', number> = {
  native: 35,
  alternative: 35,
  none: 40,
  'raw-http': 25,
}

/**
 * Differences the zoo found that are still open (docs/real-server.md, "Open gaps"), by cookie
 * mode and the start of the difference's line: the run prints each it meets instead of
 * failing. Remove an entry when its fix lands.
 */
const KNOWN_GAPS: readonly { mode: ZooConfig['mode']; line: RegExp; why: string }[] = [
  {
    mode: 'alternative',
    line: /^(report emulations_headless_mode: original "false", Bramble "true"|alt-sessions apbct_headless: original false, Bramble true) /,
    why: "now and then the original's row says a headless browser is not headless; ours says it is (only this direction is let through)",
  },
  {
    mode: 'native',
    line: /^report has_key_up: /,
    why: 'the keyup of the Enter that submits races the submission, with either script (seen both ways)',
  },
]

/**
 * The report keys compared per mode over the run, and the fewest the original filled in one
 * report (BRAMBLE_ZOO_KEYS=<file> writes them, for docs/real-server.md).
 */
const comparedKeys = new Map<string, Set<string>>()
const fewestFilled = new Map<string, number>()
afterAll(() => {
  const file = process.env.BRAMBLE_ZOO_KEYS
  if (!file) return
  const modes = [...comparedKeys].map(([m, k]) => [
    m,
    { fewestFilled: fewestFilled.get(m), compared: [...k].sort() },
  ])
  const raw = { fewestFilled: fewestFilled.get('raw-http') }
  writeFileSync(file, JSON.stringify({ ...Object.fromEntries(modes), 'raw-http': raw }))
})

const side = (values: Record<string, unknown>, visit: Visit): Side => ({
  values,
  originMs: visit.originMs,
})

/** Both visits, compared: every difference, labelled with the view it is in. */
async function differences(
  config: ZooConfig,
  visitor: ZooVisitor,
  [original, bramble]: [Visit, Visit],
  i: number,
): Promise<string[]> {
  const reports = await site.connectionReports()
  const reportOf = (v: Visit) =>
    reportView(
      reports.find((r) => JSON.stringify(r.row).includes(v.email))?.request ?? null,
      v.tokens,
    )
  const [ro, rb] = [reportOf(original), reportOf(bramble)]
  const report = compareViews(
    side(ro, original),
    side(rb, bramble),
    REPORT_RULES,
    MIN_REPORT_KEYS[visitor.name === 'raw-http' ? 'raw-http' : config.mode],
  )
  const keys = comparedKeys.get(config.mode) ?? new Set()
  report.compared.forEach((k) => keys.add(k))
  comparedKeys.set(config.mode, keys)
  const key = visitor.name === 'raw-http' ? 'raw-http' : config.mode
  fewestFilled.set(key, Math.min(fewestFilled.get(key) ?? Infinity, report.filled))
  const out = report.differences.map((d) => `report ${d}`)
  // A raw HTTP post has no browser: no cookies, no Accept-Language of its own.
  if (visitor.name === 'raw-http') return out

  const rows = await site.sessionsRows()
  const userAgent = (view: Record<string, unknown>) =>
    String((view['request.all_headers'] as Record<string, unknown> | undefined)?.['User-Agent'])
  const rowOf = (view: Record<string, unknown>, n: number) =>
    sessionView(
      rows.find((r) => r.id === altSessionId('127.0.0.1', userAgent(view), zooLanguage(n)))?.value,
    )
  const sessions = compareViews(
    side(rowOf(ro, 2 * i), original),
    side(rowOf(rb, 2 * i + 1), bramble),
    SESSION_RULES,
    0,
  )
  const cookies = compareViews(
    side(cookieView(original.cookies, original.tokens), original),
    side(cookieView(bramble.cookies, bramble.tokens), bramble),
    visitor.kind === 'actor' ? ACTOR_COOKIE_RULES : COOKIE_RULES,
    0,
  )
  return [
    ...out,
    ...sessions.differences.map((d) => `alt-sessions ${d}`),
    ...cookies.differences.map((d) => `cookie ${d}`),
  ]
}

describe.each(CONFIGS.filter((c) => visitorsOf(c, FULL).length > 0))(
  'the zoo, cookies $mode, detector $detector, $transport',
  (config) => {
    beforeAll(() => setAntispamMode(site, config.setCookies, config.detector, config.transport))

    // A few pairs at once (the project's maxConcurrency), each visitor with its own language.
    it.concurrent.each(visitorsOf(config, FULL).map((v, i) => [visitorName(v), v, i] as const))(
      '%s: the server stores or refuses alike and learns the same values from ours',
      async (_name, visitor, i) => {
        const [original, bramble] = await Promise.all([
          zooVisit(browser(), site, visitor, 'original', 2 * i),
          zooVisit(browser(), site, visitor, 'bramble', 2 * i + 1),
        ])
        expect(bramble.outcome).toEqual(original.outcome)
        const all = await differences(config, visitor, [original, bramble], i)
        const gap = (d: string) => KNOWN_GAPS.find((g) => g.mode === config.mode && g.line.test(d))
        for (const d of all.filter(gap)) console.warn(`[zoo] open gap (${gap(d)!.why}): ${d}`)
        const found = all.filter((d) => !gap(d))
        expect(found, found.join('\n')).toEqual([])
        expect(bramble.errors).toEqual([])
      },
      240_000,
    )
  },
)

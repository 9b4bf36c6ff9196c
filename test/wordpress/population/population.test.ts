import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACTOR_KINDS } from '../../../sim/actors'
import { reportSchema, type Report } from '../../../sim/report/schema'
import { reportPath, runCli, tempDir } from '../../support/cli'
import { useSite } from '../site'

// Issue 30, point 2: `bramble population --site` on the real WordPress with both plugins. The
// same seeded visitors — people and every bot of the zoo — visit the post with the plugins'
// original scripts (the test site's cookie `bramble=off`) and with Bramble's, side by side, in
// each cookie mode; what the real server did with each comment (read from the page it
// answered with, confirmed over REST as the site's admin) must be the same per kind on both
// sides. Offline, the anti-spam plugin refuses a comment that reached it without the
// JavaScript check (`ct_checkjs`, `js_on`) and lets the others in: the raw-HTTP bot, which
// never runs the page, is refused on both sides; people are let in on both.
const site = useSite()

const MODES = [
  { mode: 'native', setCookies: 1 },
  { mode: 'alternative', setCookies: 2 },
  { mode: 'none', setCookies: 3 },
] as const

/** Every kind of the zoo; `recorded` needs a person's recordings, which a test has not. */
const KINDS = ACTOR_KINDS.filter((k) => k !== 'recorded')
/** 20 visitors per mode and side: 60 per side, every kind in every mode. */
const VISITORS = 20

const tmp = tempDir('bramble-wp-population-')
const auth = path.join(tmp, 'auth.yaml')
// The test site's administrator (scripts/wordpress/php/commands.php).
writeFileSync(auth, 'user: admin\npassword: bramble-admin-password\n')

afterAll(async () => {
  await site.resetAntispam()
  await site.clearState()
})

/** The kinds in the order of the mix: rotated per mode, so each mode's extra visitors differ. */
const mixOf = (m: number) =>
  KINDS.map((_, i) => KINDS[(i + m * 7) % KINDS.length]!)
    .map((k) => `${k}=1`)
    .join(',')

/** Each kind's outcomes, sorted: what the comparison of the two sides reads. */
function outcomesByKind(report: Report): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const s of report.scenarios)
    (out[s.actor!.kind] ??= []).push(s.server?.outcome ?? `no outcome (${s.status}: ${s.error})`)
  for (const list of Object.values(out)) list.sort()
  return out
}

const wall: number[] = []
afterAll(() =>
  console.info(`[population] wall time per mode (both sides at once): ${wall.join(' s, ')} s`),
)

describe.each(MODES.map((m, i) => ({ ...m, index: i })))(
  'a population on the real post, cookies $mode',
  ({ mode, setCookies, index }) => {
    const map = path.join(tmp, `map-${mode}.yaml`)
    beforeAll(async () => {
      await site.setAntispam({ data__set_cookies: setCookies }, {})
      await site.clearState()
      const post = new URL(site.pages.post.url)
      writeFileSync(
        map,
        [
          'hosts: [127.0.0.1]',
          `site: { cookieMode: ${mode} }`,
          'pages:',
          `  comment-form: '${post.pathname}${post.search}'`,
          'outcomes:',
          "  comment: '/?rest_route=/wp/v2/comments/{id}&context=edit'",
          '',
        ].join('\n'),
      )
    })

    it('the real server treats each kind alike with the original scripts and with Bramble’s, and the report shows it', async () => {
      const started = performance.now()
      const side = async (name: 'original' | 'bramble') => {
        const out = path.join(tmp, `${mode}-${name}`)
        mkdirSync(out, { recursive: true })
        const r = await runCli([
          'population',
          '--site',
          `${site.url}/`,
          '--site-map',
          map,
          '--site-auth',
          auth,
          '--visitors',
          String(VISITORS),
          '--mix',
          mixOf(index),
          '--seed',
          String(30_000 + 100 * index),
          // The test site turns WordPress's 15-second flood check off: no need to wait.
          '--rate',
          '600',
          '--workers',
          '2',
          '--no-filmstrip',
          '--out',
          out,
          ...(name === 'original' ? ['--cookie', 'bramble=off'] : []),
        ])
        expect(r.code, `${name}: ${r.stderr}`).toBe(0)
        const file = reportPath(r.stdout)
        const report = reportSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
        const html = readFileSync(path.join(path.dirname(file), 'report.html'), 'utf8')
        return { report, html, stdout: r.stdout }
      }
      const [original, bramble] = await Promise.all([side('original'), side('bramble')])
      wall.push(Math.round((performance.now() - started) / 1000))

      const [o, b] = [outcomesByKind(original.report), outcomesByKind(bramble.report)]
      console.info(
        `[population] ${mode}: ${KINDS.map((k) => `${k} ${o[k]?.join('/')} | ${b[k]?.join('/')}`).join('; ')}`,
      )
      expect(Object.keys(b).sort()).toEqual([...KINDS].sort())
      expect(b).toEqual(o)
      for (const { report } of [original, bramble]) {
        const visits = report.scenarios
        expect(visits).toHaveLength(VISITORS)
        for (const v of visits.filter((s) => s.actor?.kind === 'raw-http'))
          expect(v.server, v.id).toMatchObject({
            outcome: 'refused',
            message: expect.stringContaining('Forbidden. Please, enable Javascript.'),
          })
        for (const v of visits.filter((s) => s.actor?.kind === 'human'))
          expect(v.server, v.id).toMatchObject({
            outcome: expect.stringMatching(/^(stored|held)$/),
            via: 'route',
          })
        // The report shows it: the server's rates per kind beside the verdict's, in JSON and HTML.
        const raw = report.population!.kinds.find((k) => k.kind === 'raw-http')!
        expect(raw.server?.blockRate.rate).toBe(1)
        expect(report.population!.site?.url).toBe(`${site.url}/`)
      }
      for (const { html, stdout } of [original, bramble]) {
        expect(html).toContain(`<h3>The real server at ${site.url}/</h3>`)
        expect(stdout).toMatch(/^raw-http +0 +0 +0 +\d+ +0 +100\.0 %/m)
      }
    }, 420_000)
  },
)

import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reportSchema, type Report } from '../../sim/report/schema'
import { reportPath, runCli, tempDir } from '../support/cli'

const out = tempDir('bramble-population-shards-')
const read = (file: string): Report => reportSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
const POPULATION = ['population', '--visitors', '6', '--mix', 'instant-fill=1,paste-bot=1']

describe('bramble population in shards, merged and compared', () => {
  it('two shards merge into the statistics of one run of the whole population, which compare calls the same', async () => {
    const [whole, one, two] = await Promise.all([
      runCli([...POPULATION, '--out', path.join(out, 'whole')]),
      runCli([...POPULATION, '--shard', '1/2', '--no-filmstrip', '--out', path.join(out, 's1')]),
      runCli([...POPULATION, '--shard', '2/2', '--no-filmstrip', '--out', path.join(out, 's2')]),
    ])
    expect([whole.code, one.code, two.code]).toEqual([0, 0, 0])
    const full = read(reportPath(whole.stdout))
    expect(read(reportPath(one.stdout)).population!.visitors).toBe(3)

    // The whole run's filmstrips: the first 2 visitors of each kind, not the others.
    const filmed = full.scenarios.filter((s) => (s.trace?.frames.length ?? 0) > 0)
    expect(filmed.map((s) => s.id).sort()).toEqual([
      'population/instant-fill/00000',
      'population/instant-fill/00002',
      'population/paste-bot/00001',
      'population/paste-bot/00003',
    ])
    expect(filmed[0]!.trace!.frames[0]!.image).toMatch(/^data:image\/webp;base64,/)
    const html = readFileSync(
      path.join(path.dirname(reportPath(whole.stdout)), 'report.html'),
      'utf8',
    )
    expect(html).toContain('<h2>Population: 6 visitors on comment-form</h2>')
    expect(html.match(/<div class="filmstrip">/g)).toHaveLength(4)
    expect(html).toContain('2 other visits are in report.json')

    const merged = await runCli([
      'merge',
      reportPath(one.stdout),
      reportPath(two.stdout),
      '--html',
      '--out',
      path.join(out, 'merged'),
    ])
    expect(merged.code).toBe(0)
    const m = read(reportPath(merged.stdout))
    expect(m.population).toEqual(full.population)
    expect(
      readFileSync(path.join(path.dirname(reportPath(merged.stdout)), 'report.html'), 'utf8'),
    ).toContain('<h2>Population: 6 visitors on comment-form</h2>')

    // Same seeds in virtual time: the same visits, whichever way they were run. (Bots only: a
    // person typing sometimes leaves ct_pointer_data cut at a different point, on main too —
    // a nondeterminism this comparison found, see docs/cli.md.)
    const same = await runCli(['compare', reportPath(whole.stdout), reportPath(merged.stdout)])
    expect(same.stdout).toContain('same: 6 scenarios')
    expect(same.code).toBe(0)

    // A verdict that changed is a difference: exit 1, and it says what changed.
    const changed = structuredClone(m)
    const visit = changed.scenarios.find((s) => s.id === 'population/instant-fill/00000')!
    visit.verdict = { ...visit.verdict!, label: 'human', score: 0 }
    const file = path.join(out, 'changed.json')
    writeFileSync(file, JSON.stringify(changed))
    const html2 = path.join(out, 'compare.html')
    const differ = await runCli(['compare', reportPath(merged.stdout), file, '--html', html2])
    expect(differ.code).toBe(1)
    expect(differ.stdout).toContain('~ population/instant-fill/00000')
    expect(differ.stdout).toContain('    verdict.label: bot → human')
    expect(readFileSync(html2, 'utf8')).toContain('<td class="a">bot</td><td class="b">human</td>')
  }, 240_000)
})

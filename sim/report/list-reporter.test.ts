import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { ListReporter } from './list-reporter'
import { sampleReport, sampleScenario } from './sample'

describe('ListReporter', () => {
  it('marks a skipped scenario with its reason and counts skipped in the totals', () => {
    const out = new PassThrough()
    let text = ''
    out.on('data', (d: Buffer) => (text += d.toString()))
    const reporter = new ListReporter(out)
    const skipped = sampleScenario({
      id: 'scenarios/pixel',
      name: 'Pixel',
      status: 'skipped',
      skipReason: 'needs other site settings: pixel: 2 (the site runs 0)',
      durationMs: 0,
      expectations: [],
    })
    const passed = sampleScenario({ id: 'scenarios/smoke', name: 'Smoke' })
    reporter.onScenarioEnd(skipped)
    reporter.onScenarioEnd(passed)
    reporter.onEnd(sampleReport([skipped, passed]))
    expect(text).toContain(
      'SKIP scenarios/pixel — Pixel (0 ms)\n       skipped: needs other site settings: pixel: 2 (the site runs 0)\n',
    )
    expect(text).toContain('ok   scenarios/smoke — Smoke')
    expect(text).toContain('1 passed, 0 failed, 0 errors, 1 skipped — 2 scenarios in 5.0 s')
  })
})

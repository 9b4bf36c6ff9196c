import { describe, expect, it } from 'vitest'
import { compareReports } from './compare'
import { compareLines } from './compare-lines'
import { renderCompareHtml } from './html-compare'
import { asCaptured, sampleReport, sampleScenario } from './sample'
import type { ScenarioResult } from './schema'

const NO_COOKIE = (origin: string) =>
  `_ct_no_cookie_data_${Buffer.from(JSON.stringify({ page: `${origin}/comment-form/` })).toString('base64')}`

function visit(origin: string, over: Partial<ScenarioResult> = {}): ScenarioResult {
  return sampleScenario({
    id: 'scenarios/human',
    verdict: { label: 'human', score: 0, reasons: [] },
    captured: asCaptured({
      cookies: {},
      localStorage: {},
      console: [],
      pageErrors: [],
      signals: { ct_checkjs: 1, apbct_page: `${origin}/comment-form/` },
      requests: [
        {
          seq: 3,
          method: 'POST',
          path: '/wp-comments-post.php',
          at: 120,
          body: {
            type: 'form',
            fields: { comment: 'Hi', ct_no_cookie_hidden_field: NO_COOKIE(origin) },
          },
        },
      ],
    }),
    ...over,
  })
}

describe('compareReports', () => {
  it('calls two runs the same when only the mock site’s port, arrival times and sequence numbers differ', () => {
    const a = sampleReport([visit('http://127.0.0.1:40001')], 'a')
    const later = visit('http://127.0.0.1:40777')
    later.captured.requests[0] = { ...later.captured.requests[0]!, seq: 9, at: 999 }
    const diff = compareReports(a, sampleReport([{ ...later, durationMs: 99_999 }], 'b'))
    expect(diff.scenarios).toEqual([])
    expect(diff.same).toBe(1)
    expect(compareLines(diff, { a: 'A.json', b: 'B.json' }).at(-1)).toContain('same: 1 scenarios')
  })

  it('names what changed: status, verdict, signals, request fields, and scenarios on one side only', () => {
    const a = sampleReport([visit('http://127.0.0.1:1'), sampleScenario({ id: 'gone' })], 'a')
    const b = visit('http://127.0.0.1:2', {
      status: 'failed',
      verdict: { label: 'bot', score: 0.8, reasons: ['no pointer'] },
    })
    b.captured.signals = { ...b.captured.signals, ct_checkjs: 0 }
    const fields = (b.captured.requests[0]!.body as { fields: Record<string, string> }).fields
    fields.comment = 'Buy now'
    const diff = compareReports(a, sampleReport([b, sampleScenario({ id: 'new' })], 'b'))
    const lines = compareLines(diff, { a: 'A', b: 'B' })
    expect(lines).toContain('~ scenarios/human: passed → failed')
    expect(lines).toContain('    verdict.label: human → bot')
    expect(lines).toContain('    verdict.score: 0 → 0.8')
    expect(lines).toContain('    signal ct_checkjs: 1 → 0')
    expect(lines).toContain(
      '    request POST /wp-comments-post.php body.fields.comment: Hi → Buy now',
    )
    expect(lines).toContain('- gone (only in A, passed)')
    expect(lines).toContain('+ new (only in B, passed)')
    expect(lines.at(-1)).toMatch(/^\d+ differences in 3 scenarios; 0 scenarios the same$/)
    const html = renderCompareHtml(diff, { a: 'A', b: 'B<script>' })
    expect(html).toContain('<td class="a">Hi</td><td class="b">Buy now</td>')
    expect(html).not.toContain('B<script>')
  })
})

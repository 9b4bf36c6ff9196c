import { describe, expect, it } from 'vitest'
import { renderHtml } from './html-reporter'
import { asCaptured, sampleReport, sampleScenario } from './sample'

describe('renderHtml', () => {
  const human = sampleScenario({
    id: 'scenarios/human',
    name: 'Human <script>alert(1)</script>',
    actor: { kind: 'human' },
    layout: { width: 800, height: 600 },
    groundTruth: {
      events: [
        { type: 'move', x: 10, y: 20, t: 0 },
        { type: 'move', x: 400, y: 300, t: 120 },
        { type: 'keydown', key: 'a', t: 200 },
        { type: 'keydown', key: 'b', t: 390 },
      ],
      summary: { countOfKey: 2 },
    },
    captured: asCaptured({
      cookies: {},
      localStorage: {},
      console: [],
      pageErrors: [],
      signals: { countOfKey: 3, headless: false },
      requests: [
        {
          seq: 1,
          method: 'POST',
          path: '/wp-comments-post.php',
          body: { comment: 'Hi', ct_bot_detector_event_token: 'tok' },
        },
      ],
    }),
    verdict: { label: 'human', score: 0.1, reasons: ['pointer moved on a curve'] },
  })
  const failed = sampleScenario({
    id: 'scenarios/failing',
    status: 'failed',
    expectations: [
      { description: 'cookie x', passed: false, expected: 'present', actual: 'absent' },
    ],
  })
  const skipped = sampleScenario({
    id: 'scenarios/skipped',
    status: 'skipped',
    skipReason: "needs the mocked server's policy (server.faults)",
    expectations: [],
  })
  const html = renderHtml(sampleReport([skipped, human, failed]))

  it('shows skipped scenarios last, with their reason, and counts them', () => {
    expect(html.indexOf('id="scenarios/skipped"')).toBeGreaterThan(
      html.indexOf('id="scenarios/human"'),
    )
    expect(html).toContain(
      '<p class="skip">Skipped: needs the mocked server&#39;s policy (server.faults)</p>',
    )
    expect(html).toContain('<span>1 skipped</span>')
  })

  it('puts failures first', () => {
    expect(html.indexOf('id="scenarios/failing"')).toBeLessThan(
      html.indexOf('id="scenarios/human"'),
    )
  })

  it('escapes all report text', () => {
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('Human &lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('plots the pointer trail over the layout box, and the typing timeline', () => {
    expect(html).toContain('viewBox="0 0 800 600"')
    expect(html).toContain('points="10,20 400,300"')
    expect(html).toContain('2 keys over 190 ms')
  })

  it('shows ground truth beside captured, highlighting a difference', () => {
    expect(html).toMatch(/<tr class="differs"><th>countOfKey<\/th><td>2<\/td><td>3<\/td><\/tr>/)
  })

  it('shows requests with their bodies, the added fields marked, and the verdict with reasons', () => {
    expect(html).toContain('#1 POST /wp-comments-post.php')
    expect(html).toMatch(/<tr class="added"><th>ct_bot_detector_event_token<\/th>/)
    expect(html).toMatch(/<tr><th>comment<\/th>/)
    expect(html).toContain('<strong>human</strong> (score 0.1)')
    expect(html).toContain('<li>pointer moved on a curve</li>')
  })

  it('is self-contained', () => {
    expect(html).not.toMatch(/<(script|link)\b|src="http/)
  })

  it('renders a dash where the report has no verdict', () => {
    expect(html).toContain('Verdict: —')
  })
})

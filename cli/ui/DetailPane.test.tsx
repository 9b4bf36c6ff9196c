import { render } from 'ink-testing-library'
import { describe, expect, it } from 'vitest'
import { asCaptured, sampleScenario } from '../../sim/report/sample'
import { DetailPane } from './DetailPane'

describe('DetailPane', () => {
  it('draws the trail, the typing rhythm, flags, requests with added fields, expectations and verdict', () => {
    const result = sampleScenario({
      actor: { kind: 'human' },
      layout: { width: 100, height: 100 },
      groundTruth: {
        summary: {},
        events: [
          { type: 'move', x: 0, y: 0, t: 0 },
          { type: 'move', x: 99, y: 99, t: 100 },
          { type: 'keydown', t: 0 },
          { type: 'keydown', t: 100 },
          { type: 'keydown', t: 400 },
        ],
      },
      captured: asCaptured({
        cookies: {},
        localStorage: {},
        console: [],
        pageErrors: [],
        signals: { headless: { state: 'ok', value: false }, pasted: true },
        requests: [
          {
            seq: 3,
            method: 'POST',
            path: '/wp-json/x',
            body: { email: 'a@b.c', ct_no_cookie_hidden_field: '1' },
          },
        ],
      }),
      expectations: [
        { description: 'cookie a', passed: true, expected: 'present', actual: '"1"' },
        { description: 'dom .x', passed: false, expected: 'present', actual: 'absent' },
      ],
      verdict: { label: 'bot', score: 0.8, reasons: ['pasted without keys'] },
    })
    const { lastFrame } = render(
      <DetailPane
        row={{ id: 'x', name: 'X', actor: 'human', state: 'passed', result }}
        color={false}
      />,
    )
    const frame = lastFrame()!
    expect(frame).toContain('pointer: 2 points (S start, E end)')
    expect(frame).toMatch(/│S\s+│/)
    expect(frame).toMatch(/│\s+E│/)
    expect(frame).toMatch(/typing: [▁-█]{2} \(2 intervals, median 300 ms\)/)
    expect(frame).toContain('flags: headless ✗ pasted ✓')
    expect(frame).toContain('#3 POST /wp-json/x email=a@b.c +ct_no_cookie_hidden_field=1')
    expect(frame).toContain('✓ cookie a')
    expect(frame).toContain('✗ dom .x: expected present, got absent')
    expect(frame).toContain('verdict: bot (0.8) — pasted without keys')
  })

  it('renders a dash for every field the report does not have yet', () => {
    const result = sampleScenario({ expectations: [] })
    const { lastFrame } = render(
      <DetailPane row={{ id: 'x', name: 'X', actor: '', state: 'passed', result }} color={false} />,
    )
    for (const label of ['verdict', 'pointer', 'typing', 'flags', 'requests', 'expectations']) {
      expect(lastFrame()).toContain(`${label}: —`)
    }
  })

  it('says nothing is captured yet for a running scenario', () => {
    const { lastFrame } = render(
      <DetailPane row={{ id: 'x', name: 'X', actor: 'human', state: 'running' }} color={false} />,
    )
    expect(lastFrame()).toContain('X: running, nothing captured yet')
  })
})

import { describe, expect, it } from 'vitest'
import { sampleReport, sampleScenario } from '../../sim/report/sample'
import { evaluateGate } from './evaluate'

type Label = 'bot' | 'human'
const bot = (id: string, label: Label) =>
  sampleScenario({ id, actor: { kind: 'instant-fill' }, verdict: { label, score: 0, reasons: [] } })
const human = (id: string, label: Label) =>
  sampleScenario({ id, actor: { kind: 'human' }, verdict: { label, score: 0, reasons: [] } })

describe('evaluateGate', () => {
  it('passes when every threshold holds', () => {
    const report = sampleReport([bot('b1', 'bot'), human('h1', 'human')])
    const checks = evaluateGate(report, {
      allExpectationsPass: true,
      minBotDetectionRate: 1,
      maxHumanFalsePositiveRate: 0,
      maxFlaky: 0,
      maxScenarioDurationMs: 5000,
    })
    expect(checks.map((c) => c.passed)).toEqual([true, true, true, true, true])
  })

  it('says why each scenario did not pass: its error, or its first failed expectation', () => {
    const report = sampleReport([
      sampleScenario({
        id: 'hung',
        status: 'error',
        expectations: [],
        error: 'scenario timed out after 60000 ms of wall time (timeoutMs) during "play the steps"',
      }),
      sampleScenario({
        id: 'judged',
        status: 'failed',
        expectations: [
          { description: 'cookie a', passed: true, expected: 'present', actual: '"1"' },
          { description: 'verdict bot', passed: false, expected: 'bot', actual: 'human' },
        ],
      }),
    ])
    expect(evaluateGate(report, { allExpectationsPass: true })[0]!.message).toBe(
      '2 of 2 scenarios did not pass: hung (error: scenario timed out after 60000 ms of wall time (timeoutMs) during "play the steps"), judged (failed: verdict bot, got human)',
    )
  })

  it('names each breach with the measured value, the limit and the scenarios', () => {
    const report = sampleReport([
      bot('b1', 'bot'),
      bot('b2', 'human'),
      human('h1', 'bot'),
      sampleScenario({ id: 'slow', status: 'failed', durationMs: 9000, flaky: true }),
    ])
    const checks = evaluateGate(report, {
      allExpectationsPass: true,
      minBotDetectionRate: 0.9,
      maxHumanFalsePositiveRate: 0,
      maxFlaky: 0,
      maxScenarioDurationMs: 5000,
    })
    expect(checks.every((c) => !c.passed)).toBe(true)
    expect(checks.map((c) => c.message)).toEqual([
      '1 of 4 scenarios did not pass: slow (failed)',
      'bot detection rate 50.0% (1/2) is below the minimum 90.0% — not called bot: b2',
      'human false-positive rate 100.0% (1/1) exceeds the maximum 0.0% — called bot: h1',
      '1 flaky scenarios exceeds the maximum 0 — flaky: slow',
      'slowest scenario 9000 ms exceeds the maximum 5000 ms — over: slow (9000 ms)',
    ])
  })

  it('names bot scenarios tagged undetectable instead of counting them as misses', () => {
    const marked = { ...bot('replay', 'human'), tags: ['bot', 'undetectable'] }
    const report = sampleReport([bot('b1', 'bot'), bot('b2', 'bot'), marked])
    const [check] = evaluateGate(report, { minBotDetectionRate: 0.9 })
    expect(check).toEqual({
      name: 'minBotDetectionRate',
      passed: true,
      message:
        'bot detection rate 100.0% (2/2) ≥ 90.0% (not counted, undetectable by design: replay)',
    })
    // Untagged, the same miss counts.
    const plain = evaluateGate(sampleReport([bot('b1', 'bot'), bot('replay', 'human')]), {
      minBotDetectionRate: 0.9,
    })
    expect(plain[0]!.passed).toBe(false)
  })

  it('checks the bounds of the rates’ 95 % Wilson intervals over the scenarios', () => {
    const bots = Array.from({ length: 12 }, (_, i) => bot(`b${i}`, 'bot'))
    const humans = Array.from({ length: 12 }, (_, i) => human(`h${i}`, 'human'))
    const checks = evaluateGate(sampleReport([...bots, ...humans]), {
      minDetectionRateLowerBound: 0.8,
      maxFalsePositiveRateUpperBound: 0.2,
    })
    // 12 of 12 is 75.8–100 %; 0 of 12 is 0–24.2 %: both bounds breach although the rates are perfect.
    expect(checks.map((c) => [c.passed, c.message])).toEqual([
      [
        false,
        'bot detection rate 95 % interval 75.8% – 100.0% over 12 scenarios: lower bound 75.8% is below the minimum 80.0%',
      ],
      [
        false,
        'human false-positive rate 95 % interval 0.0% – 24.2% over 12 scenarios: upper bound 24.2% exceeds the maximum 20.0%',
      ],
    ])
    expect(
      evaluateGate(sampleReport([...bots, ...humans]), { minDetectionRateLowerBound: 0.75 })[0]!
        .passed,
    ).toBe(true)
  })

  it('uses a population report’s own intervals', () => {
    const report = {
      ...sampleReport([]),
      population: {
        fixture: 'comment-form',
        visitors: 400,
        mix: { human: 1, stealth: 1 },
        seedBase: 10_000,
        threshold: 0.5,
        kinds: [],
        detection: { rate: 0.95, low: 0.91, high: 0.97, bots: 200 },
        falsePositive: { rate: 0.01, low: 0.003, high: 0.036, people: 200 },
        roc: [],
        auc: null,
      },
    }
    const [check] = evaluateGate(report, { minDetectionRateLowerBound: 0.9 })
    expect(check).toMatchObject({ passed: true })
    expect(check!.message).toContain('91.0% – 97.0% over 200 population visits')
  })

  it('breaches a rate that cannot be measured instead of passing silently', () => {
    const [check] = evaluateGate(sampleReport([sampleScenario()]), { minBotDetectionRate: 0.5 })
    expect(check!.passed).toBe(false)
    expect(check!.message).toContain('cannot be measured: the report has no bot scenarios')
  })

  it('checks only the thresholds the config sets', () => {
    expect(evaluateGate(sampleReport([]), { maxFlaky: 0 }).map((c) => c.name)).toEqual(['maxFlaky'])
  })

  it('neither fails nor counts a skipped scenario (not run on a real site)', () => {
    const skipped = sampleScenario({
      id: 'needs-mock',
      status: 'skipped',
      skipReason: 'needs the mock',
      actor: { kind: 'instant-fill' },
      expectations: [],
    })
    const report = sampleReport([bot('b1', 'bot'), skipped])
    const checks = evaluateGate(report, { allExpectationsPass: true, minBotDetectionRate: 1 })
    expect(checks.map((c) => [c.passed, c.message])).toEqual([
      [true, 'every expectation passed (1 scenarios)'],
      [true, expect.stringContaining('(1/1)')],
    ])
  })
})

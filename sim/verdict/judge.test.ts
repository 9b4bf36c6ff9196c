import { describe, expect, it } from 'vitest'
import { extractSignals, type ObservedPage } from './extract'
import { judge } from './judge'
import { rates, ratesByGroup } from './rates'

const page = (change: Partial<ObservedPage>): ObservedPage => ({
  webdriver: false,
  userAgent: 'Mozilla/5.0 Chrome/131',
  moves: [],
  keys: [],
  inputs: [],
  pastes: [],
  submits: [],
  touches: 0,
  fields: [],
  ...change,
})

describe('extractSignals + judge', () => {
  it('calls a raw HTTP post a bot because nothing ran', () => {
    const v = judge(extractSignals(null))
    expect(v.label).toBe('bot')
    expect(v.reasons.map((r) => r.rule)).toEqual(['no-javascript'])
  })

  it('calls a script that set values and submitted at once a bot, with reasons', () => {
    const v = judge(
      extractSignals(
        page({
          submits: [40],
          fields: [{ field: '#author', filled: true, visible: true, honeypot: false }],
        }),
      ),
    )
    expect(v.label).toBe('bot')
    expect(v.score).toBe(1)
    expect(v.reasons.map((r) => r.rule)).toEqual(['pointer', 'no-keys', 'time-to-submit'])
  })

  it('calls a curved, slow, uneven visitor human', () => {
    const moves: [number, number, number][] = []
    for (let i = 0; i <= 30; i++)
      moves.push([10 + i * 20, 10 + Math.sin(i / 10) * 80, 1000 + i * 16])
    const keys: [string, number, string][] = []
    let t = 3000
    for (const gap of [150, 210, 190, 320, 140, 180, 260, 170, 200, 900, 160]) {
      keys.push(['keydown', (t += gap), '#comment'])
    }
    const v = judge(
      extractSignals(
        page({
          moves,
          keys,
          inputs: keys.map(([, t2, f]) => ['insertText', t2, f, true] as const),
          submits: [9000],
          fields: [{ field: '#comment', filled: true, visible: true, honeypot: false }],
        }),
      ),
    )
    expect(v).toEqual({ label: 'human', score: 0, reasons: [] })
  })
})

describe('key rhythm', () => {
  it('is measured within each field, so an even typist moving between fields stays even', () => {
    const keys: [string, number, string][] = []
    let t = 1000
    for (const field of ['#comment', '#author', '#email']) {
      t += 700 + keys.length * 37 // reaching the next field takes its own, varying time
      for (let i = 0; i < 6; i++) keys.push(['keydown', (t += 120), field])
    }
    const s = extractSignals(page({ keys }))
    expect(s.keyIntervalsMs).toHaveLength(15)
    expect(new Set(s.keyIntervalsMs)).toEqual(new Set([120]))
    expect(judge(s).reasons.map((r) => r.reason)).toContain(
      'even key rhythm (coefficient of variation 0.00)',
    )
  })
})

describe('rates', () => {
  it('counts detections among bots and false positives among humans', () => {
    expect(
      rates([
        { isBot: true, label: 'bot' },
        { isBot: true, label: 'human' },
        { isBot: false, label: 'human' },
        { isBot: false, label: 'bot' },
        { isBot: false, label: 'human' },
        { isBot: false, label: 'human' },
      ]),
    ).toEqual({ bots: 2, humans: 4, detectionRate: 0.5, falsePositiveRate: 0.25 })
  })
})

describe('ratesByGroup', () => {
  it('gives each kind of visitor its own rate, in the order first seen', () => {
    expect(
      ratesByGroup([
        { group: 'stealth', isBot: true, label: 'bot' },
        { group: 'person', isBot: false, label: 'human' },
        { group: 'stealth', isBot: true, label: 'human' },
        { group: 'person', isBot: false, label: 'bot' },
        { group: 'person', isBot: false, label: 'human' },
        { group: 'person', isBot: false, label: 'human' },
      ]),
    ).toEqual([
      { group: 'stealth', isBot: true, visitors: 2, calledBot: 1, botRate: 0.5 },
      { group: 'person', isBot: false, visitors: 4, calledBot: 1, botRate: 0.25 },
    ])
  })
})

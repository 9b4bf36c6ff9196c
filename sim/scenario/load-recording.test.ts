import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadScenario, parseScenario } from './load'

const recording = {
  epochMs: 1_790_000_000_000,
  viewport: { width: 390, height: 700, touch: true },
  steps: [[{ t: 500, type: 'touch', x: 20, y: 40 }]],
}
const recorded = {
  name: 'a person',
  page: { fixture: 'comment-form' },
  actor: { kind: 'recorded', params: { recording } },
  steps: [{ action: 'submit', target: '#submit' }],
  expect: [{ kind: 'fidelity', signal: 'recording' }],
}

describe('recordings in scenario files', () => {
  it('a bot replays a real person named by file, relative to its own scenario', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bramble-load-'))
    writeFileSync(path.join(dir, 'person.json'), JSON.stringify(recorded))
    const bot = {
      ...recorded,
      actor: { kind: 'replay-jitter', params: { recording: 'person.json' } },
    }
    writeFileSync(path.join(dir, 'bot.json'), JSON.stringify(bot))
    const loaded = await loadScenario(path.join(dir, 'bot.json'), dir)
    expect(loaded.scenario.actor.params.recording).toEqual(recording)
    writeFileSync(
      path.join(dir, 'lost.json'),
      JSON.stringify({
        ...bot,
        actor: { kind: 'replay-jitter', params: { recording: 'nobody.json' } },
      }),
    )
    await expect(loadScenario(path.join(dir, 'lost.json'), dir)).rejects.toThrow(
      /Failed to read the recording of lost\.json \(actor\.params\.recording: nobody\.json\)/,
    )
  })

  it('the recorded actor needs its recording', () => {
    const { params: _drop, ...actor } = recorded.actor
    void _drop
    expect(() => parseScenario('p.json', JSON.stringify({ ...recorded, actor }))).toThrow(
      /actor\.params\.recording: the recorded actor needs params\.recording/,
    )
  })
})

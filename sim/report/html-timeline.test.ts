import { describe, expect, it } from 'vitest'
import { changedWrites, filmstrip, safeImage, timelineOf, timelineTable } from './html-timeline'
import { asCaptured, sampleScenario } from './sample'
import type { ScenarioTrace } from './schema'

const PIXEL = 'data:image/webp;base64,UklGRhIAAABXRUJQVlA4TAYAAAAvAAAAAAfQ//73v/+BiOh/AAA='

const trace: ScenarioTrace = {
  steps: [
    { index: 0, action: 'move', label: 'move #comment', startMs: 100, endMs: 400 },
    { index: 1, action: 'submit', label: 'submit #submit', startMs: 900, endMs: 950 },
  ],
  writes: [
    { at: 0, store: 'cookie', key: 'ct_ps_timestamp', value: '1768471200' },
    { at: 1200, store: 'cookie', key: 'ct_ps_timestamp', value: '1768471200' },
    { at: 300, store: 'localStorage', key: 'ct_mouse_moved', value: 'true' },
    { at: 1300, store: 'localStorage', key: 'ct_mouse_moved', value: '' },
  ],
  errors: [{ at: 950, text: 'boom <b>' }],
  frames: [
    { step: 0, at: 400, image: PIXEL },
    { step: 1, at: 950, image: PIXEL },
  ],
}
const r = sampleScenario({
  trace,
  layout: { width: 1280, height: 1000 },
  groundTruth: {
    summary: {},
    events: [
      { type: 'move', x: 10, y: 20, t: 150 },
      { type: 'move', x: 300, y: 200, t: 390 },
      { type: 'move', x: 900, y: 900, t: 920 },
    ],
  },
  captured: asCaptured({
    cookies: {},
    localStorage: {},
    console: [
      { type: 'log', text: 'ready', at: 50 },
      { type: 'warn', text: 'no time' },
    ],
    pageErrors: ['boom <b>'],
    requests: [{ seq: 1, method: 'POST', path: '/wp-comments-post.php', body: {}, at: 950 }],
  }),
})

describe('the timeline', () => {
  it('keeps a storage write only when it changed the value (a rewrite of the same is left out)', () => {
    expect(changedWrites(trace.writes).map((w) => `${w.at} ${w.key}`)).toEqual([
      '0 ct_ps_timestamp',
      '300 ct_mouse_moved',
      '1300 ct_mouse_moved',
    ])
  })

  it('puts steps, requests, writes, console lines and errors on one visitor-time axis', () => {
    expect(timelineOf(r).map((x) => [x.at, x.kind, x.text])).toEqual([
      [0, 'write', 'cookie ct_ps_timestamp = 1768471200'],
      [50, 'console', 'log: ready'],
      [100, 'step', '1. move #comment'],
      [300, 'write', 'localStorage ct_mouse_moved = true'],
      [900, 'step', '2. submit #submit'],
      [950, 'request', '#1 POST /wp-comments-post.php'],
      [950, 'error', 'boom <b>'],
      [1300, 'write', 'localStorage ct_mouse_moved removed'],
    ])
    const html = timelineTable(r)
    expect(html).toContain('<td>0.10 s – 0.40 s</td><td>step</td>')
    expect(html).toContain('boom &lt;b&gt;')
  })

  it('draws each frame with the pointer moves of its step only', () => {
    const html = filmstrip(
      r,
      [
        { x: 10, y: 20, t: 150 },
        { x: 300, y: 200, t: 390 },
        { x: 900, y: 900, t: 920 },
      ],
      { width: 1280, height: 1000 },
    )
    const frames = html.split('<figure>').slice(1)
    expect(frames).toHaveLength(2)
    expect(frames[0]).toContain(`<image href="${PIXEL}"`)
    expect(frames[0]).toContain('points="10,20 300,200"')
    // One move in step 2: a start mark, no line.
    expect(frames[1]).not.toContain('<polyline')
    expect(frames[1]).toContain('<circle class="start" cx="900" cy="900"')
    expect(frames[1]).toContain('<figcaption>2. submit #submit · 0.95 s</figcaption>')
  })

  it('lets only raster base64 screenshots into an href', () => {
    expect(safeImage(PIXEL)).toBe(PIXEL)
    expect(safeImage('data:image/svg+xml;base64,PHN2Zz4=')).toBeUndefined()
    expect(safeImage('javascript:alert(1)')).toBeUndefined()
    expect(safeImage('data:image/png;base64,AAA" onload="x')).toBeUndefined()
  })
})

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reportSchema } from '../../sim/report/schema'
import { reportPath, runCli, tempDir } from '../support/cli'

const out = tempDir('bramble-trace-')
const SCENARIO = 'scenarios/actors/human-commenter.yaml'

/** Width and height of a WebP (its VP8X header, or the simple lossy one). */
function webpSize(uri: string): [number, number] {
  const b = Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64')
  expect(b.subarray(0, 4).toString()).toBe('RIFF')
  expect(b.subarray(8, 12).toString()).toBe('WEBP')
  if (b.subarray(12, 16).toString() === 'VP8X')
    return [b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1]
  return [b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff]
}

describe('the report you can investigate', () => {
  it('records a timeline and a filmstrip for every step, and draws the trail over the page', async () => {
    const r = await runCli(['run', SCENARIO, '--reporter', 'html', '--out', out])
    expect(r.code).toBe(0)
    const file = reportPath(r.stdout)
    const s = reportSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).scenarios[0]!
    const trace = s.trace!
    expect(trace.steps.map((x) => x.label)).toEqual([
      'scroll 200 px',
      'type #comment',
      'type #author',
      'type #email',
      'submit #submit',
    ])
    // Steps follow each other on visitor time, and the last one ends with the last event of the truth.
    trace.steps.forEach((x, i) => {
      expect(x.endMs).toBeGreaterThanOrEqual(x.startMs)
      if (i > 0) expect(x.startMs).toBeGreaterThanOrEqual(trace.steps[i - 1]!.endMs)
    })
    expect(trace.steps.at(-1)!.endMs).toBe(s.groundTruth!.summary.lastEventMs)
    // A frame after each step: a quarter of the 1280×1000 viewport, WebP.
    expect(trace.frames.map((f) => f.step)).toEqual([0, 1, 2, 3, 4])
    for (const f of trace.frames) expect(webpSize(f.image)).toEqual([320, 250])
    // The page under the trail: just before the submission, at half size.
    expect(trace.shot!.at).toBeLessThanOrEqual(s.groundTruth!.summary.lastEventMs as number)
    expect(webpSize(trace.shot!.image)).toEqual([640, 500])
    // The runtime's signal writes, on visitor time: the key counter changes while typing.
    const keyUp = trace.writes.filter((w) => w.key === 'ct_has_key_up')
    expect(keyUp.length).toBeGreaterThan(0)
    const typing = trace.steps[1]!
    expect(keyUp[0]!.at).toBeGreaterThanOrEqual(typing.startMs)
    expect(keyUp[0]!.at).toBeLessThanOrEqual(typing.endMs)
    // The submission's request is on the same axis.
    const post = s.captured.requests.find((q) => q.path === '/wp-comments-post.php')!
    expect(post.at).toBeGreaterThanOrEqual(trace.steps.at(-1)!.startMs)

    const html = readFileSync(path.join(path.dirname(file), 'report.html'), 'utf8')
    expect(html.match(/<svg class="frame"/g)).toHaveLength(5)
    expect(html).toMatch(/<svg class="trail"[^>]*><image href="data:image\/webp;base64,/)
    expect(html).toContain('<td>step</td><td>2. type #comment</td>')
    expect(html).toMatch(/<td>request<\/td><td>#\d+ POST \/wp-comments-post\.php<\/td>/)
  }, 120_000)

  it('takes no screenshot with --no-filmstrip, and keeps the timeline', async () => {
    const r = await runCli(['run', SCENARIO, '--no-filmstrip', '--out', out])
    expect(r.code).toBe(0)
    const s = reportSchema.parse(JSON.parse(readFileSync(reportPath(r.stdout), 'utf8')))
      .scenarios[0]!
    expect(s.trace!.frames).toEqual([])
    expect(s.trace!.shot).toBeUndefined()
    expect(s.trace!.steps).toHaveLength(5)
    expect(s.trace!.writes.length).toBeGreaterThan(0)
  }, 120_000)
})

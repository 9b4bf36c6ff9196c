import type { CDPSession, Page } from 'puppeteer'
import type { ScenarioTrace } from '../../report/schema'
import type { Step } from '../../scenario/schema'
import { callInPage } from '../in-page-source'
import { VIEWPORT } from '../setup-page'

/** A write as the page notes it (sim/driver/in-page/write-log.ts): [Date.now(), store, key, value]. */
type Write = [number, ScenarioTrace['writes'][number]['store'], string, string]

/**
 * Filmstrip frames: a quarter of the viewport (320×250), WebP at low quality. Small enough
 * to keep on by default (about 2–3 KB a frame); measured in docs/cli.md.
 */
export const FRAME = { scale: 0.25, quality: 40 } as const
/** The shot the pointer trail is drawn over: half the viewport, a little sharper. */
export const TRAIL_SHOT = { scale: 0.5, quality: 50 } as const

/** What a step did, in one line for the timeline (`type #comment`, `wait 2000 ms`). */
export function stepLabel(step: Step): string {
  const s = step as Record<string, unknown>
  const target = typeof s.target === 'string' ? ` ${s.target}` : ''
  if (step.action === 'wait') return `wait ${step.ms} ms`
  if (step.action === 'scroll') return `scroll ${step.dy} px`
  if (step.action === 'snapshot') return `snapshot ${step.name}`
  const where =
    typeof s.path === 'string' ? ` ${s.path}` : typeof s.url === 'string' ? ` ${s.url}` : ''
  return `${step.action}${target}${where}`
}

const sessions = new WeakMap<Page, Promise<CDPSession>>()
/** Pages whose screenshot did not come back in time: no more shots of them. */
const stalled = new WeakSet<Page>()

/**
 * Wall time a screenshot may take. A capture asked for while the page navigates (the frame
 * after a submit) can wait for a frame that never comes (the request then never answers);
 * a healthy one takes 0.1–1.4 s on a 2-core machine under a load of 30 (docs/testing.md).
 */
export const SHOT_LIMIT_MS = 5000

/** Why a shot came back empty: the page could not be captured, or the capture stalled. */
export type ShotMiss = 'unavailable' | 'stalled'

/**
 * A screenshot of what the visitor sees (the viewport, wherever it is scrolled), scaled
 * down, as a data URI; `{ miss }` when the page cannot be captured (gone, navigating) or
 * the capture took longer than `limitMs` of wall time. DevTools is asked directly, on a
 * session of its own: the compositor draws the frame, no page script runs or sees it, and
 * nothing is resized. A stalled capture detaches that session and ends the page's shots,
 * so it never holds up the visit.
 */
export async function viewportShot(
  page: Page,
  options: { scale: number; quality: number },
  limitMs = SHOT_LIMIT_MS,
): Promise<{ image: string } | { miss: ShotMiss }> {
  if (stalled.has(page)) return { miss: 'stalled' }
  const first = await shotOn(page, options, limitMs)
  if (!('miss' in first)) return first
  // Once more on a fresh session: a capture asked for during a navigation (the frame after
  // a submit) can miss or stall on its session while the new document is already drawn.
  const again = await shotOn(page, options, limitMs)
  if ('miss' in again && again.miss === 'stalled') stalled.add(page)
  return again
}

/** One capture on the page's session; a miss detaches that session (the next makes one). */
async function shotOn(
  page: Page,
  { scale, quality }: { scale: number; quality: number },
  limitMs: number,
): Promise<{ image: string } | { miss: ShotMiss }> {
  let session = sessions.get(page)
  if (!session) {
    session = page.createCDPSession()
    sessions.set(page, session)
  }
  const shot = (async () => {
    const cdp = await session
    const { cssVisualViewport: v } = await cdp.send('Page.getLayoutMetrics')
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'webp',
      quality,
      captureBeyondViewport: false,
      clip: { x: v.pageX, y: v.pageY, width: VIEWPORT.width, height: VIEWPORT.height, scale },
    })
    return { image: `data:image/webp;base64,${data}` }
  })().catch(() => ({ miss: 'unavailable' as const }))
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), limitMs)
  })
  const result = await Promise.race([shot, late])
  clearTimeout(timer)
  if (result !== 'late' && !('miss' in result)) return result
  sessions.delete(page)
  void session.then((cdp) => cdp.detach()).catch(() => undefined)
  return result === 'late' ? { miss: 'stalled' } : result
}

/** The storage writes the page's scripts made, on visitor time (write-log.ts). */
export async function readWrites(page: Page, epochMs: number): Promise<ScenarioTrace['writes']> {
  const writes = await callInPage<Write[]>(page, 'write-log', 'readWrites').catch(() => [])
  return writes.map(([t, store, key, value]) => ({
    at: Math.max(0, Math.round(t - epochMs)),
    store,
    key,
    value,
  }))
}

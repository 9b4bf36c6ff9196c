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

/**
 * A screenshot of what the visitor sees (the viewport, wherever it is scrolled), scaled
 * down, as a data URI; undefined when the page cannot be captured (gone, navigating).
 * DevTools is asked directly, on a session of its own: the compositor draws the frame, no
 * page script runs or sees it, and nothing is resized.
 */
export async function viewportShot(
  page: Page,
  { scale, quality }: { scale: number; quality: number },
): Promise<string | undefined> {
  try {
    let session = sessions.get(page)
    if (!session) {
      session = page.createCDPSession()
      sessions.set(page, session)
    }
    const cdp = await session
    const { cssVisualViewport: v } = await cdp.send('Page.getLayoutMetrics')
    const { data } = await cdp.send('Page.captureScreenshot', {
      format: 'webp',
      quality,
      captureBeyondViewport: false,
      clip: { x: v.pageX, y: v.pageY, width: VIEWPORT.width, height: VIEWPORT.height, scale },
    })
    return `data:image/webp;base64,${data}`
  } catch {
    return undefined
  }
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

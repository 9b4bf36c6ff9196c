/**
 * Driving a measured page without a DevTools session on it (bench/clean-browser.ts): waiting
 * for its load event, focusing an element, and the anti-spam benches' 3 s of pointer, keys
 * and scrolling. Each uses a short page session with only Page and DOM enabled, detached
 * before anything is measured, or the `Input`-only session.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import type { CDPSession } from 'puppeteer'
import type { CleanBrowser } from './clean-browser'
import { bramble } from '../sim/message'

const WINDOW_MS = 3000

/** Resolves once the page of `session` has had its load event (at once if it already had). */
export async function pageLoaded(session: CDPSession): Promise<void> {
  const loaded = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(bramble('antispam bench: no load event in 20 s'))),
      20_000,
    )
    session.on('Page.lifecycleEvent', (e: { name: string }) => {
      if (e.name !== 'load') return
      clearTimeout(timer)
      resolve()
    })
  })
  await session.send('Page.enable')
  // Enabling lifecycle events reports those already past too, so a load that came first
  // is not missed.
  await session.send('Page.setLifecycleEventsEnabled', { enabled: true })
  await loaded
}

/** The DOM node id of the first element `selector` matches, or 0 when none does. */
export async function queryNode(session: CDPSession, selector: string): Promise<number> {
  const { root } = await session.send('DOM.getDocument', { depth: 0 })
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  return nodeId
}

/**
 * Focuses `selector` through a DOM-only session, detached before measuring, after the page's
 * load event with `afterLoad`; `missing` is the error message when nothing matches.
 */
export async function focusOn(
  browser: CleanBrowser,
  targetId: string,
  selector: string,
  { afterLoad = false, missing }: { afterLoad?: boolean; missing: string },
): Promise<void> {
  const session = await browser.pageSession(targetId)
  try {
    if (afterLoad) await pageLoaded(session)
    const nodeId = await queryNode(session, selector)
    if (!nodeId) throw new Error(missing)
    await session.send('DOM.focus', { nodeId })
  } finally {
    await browser.detach(session)
  }
}

/** Waits for the page's load event, then focuses `#comment` — through a session that enables
 * only Page and DOM and is detached before anything is measured. */
export function loadAndFocus(browser: CleanBrowser, targetId: string): Promise<void> {
  return focusOn(browser, targetId, '#comment', {
    afterLoad: true,
    missing: bramble('antispam bench: no #comment on the comment page'),
  })
}

/** 200 pointer moves, 20 key presses in the comment field and scrolling, over about 3 s. */
export async function interact(input: CDPSession): Promise<void> {
  const start = Date.now()
  const key = { key: 'a', code: 'KeyA', windowsVirtualKeyCode: 65 }
  let x = 0
  let y = 0
  for (let i = 0; i < 200; i++) {
    x = 100 + ((i * 7) % 600)
    y = 100 + ((i * 13) % 400)
    await input.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y })
    if (i % 10 === 9) {
      await input.send('Input.dispatchKeyEvent', { type: 'keyDown', text: 'a', ...key })
      await input.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key })
    }
    if (i % 25 === 24)
      await input.send('Input.dispatchMouseEvent', {
        type: 'mouseWheel',
        x,
        y,
        deltaX: 0,
        deltaY: 120,
      })
    const due = start + ((i + 1) * WINDOW_MS) / 200
    if (due > Date.now()) await sleep(due - Date.now())
  }
}

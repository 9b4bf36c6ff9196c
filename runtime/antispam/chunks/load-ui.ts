import { loadChunk } from '../../core/chunk-loader'
import { loadReact, REACT_VENDOR } from '../../core/react-host'
import type { AntispamUi } from './ui-types'

/** The chunk's registered name (`runtime/antispam/ui/antispam-ui.chunk.tsx`). */
export const UI_CHUNK = 'antispam-ui'

/** Loads the chunk alone (for flows that may not draw anything), once per page. */
export function loadAntispamChunk(): Promise<AntispamUi> {
  return loadChunk<AntispamUi>(UI_CHUNK)
}

/**
 * Loads React and the anti-spam UI chunk (both once per page) and resolves with the UI.
 * Only called when a visitor needs UI: nothing of it is fetched on a plain page view.
 */
export async function loadAntispamUi(): Promise<AntispamUi> {
  const [, ui] = await Promise.all([loadReact(), loadChunk<AntispamUi>(UI_CHUNK)])
  return ui
}

/**
 * Loads the UI chunk and starts React's fetch beside it (unless the page has WordPress's
 * React), without React's host code: for the start-up bundle's own callers (the badges),
 * whose UI calls wait for React inside the chunk. `loadAntispamUi` costs the bundle about
 * 0.2 KB gzip more.
 */
export function loadUiBesideReact(): Promise<AntispamUi> {
  const w = window as unknown as { React?: { useState?: unknown } }
  // The chunk's own loadReact finds this fetch under way (one fetch per page).
  if (typeof w.React?.useState !== 'function') loadChunk(REACT_VENDOR).catch(() => undefined)
  return loadChunk<AntispamUi>(UI_CHUNK)
}

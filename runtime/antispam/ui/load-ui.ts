import { loadChunk } from '../../core/chunk-loader'
import { loadReact } from '../../core/react-host'
import type { AntispamUi } from './types'

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

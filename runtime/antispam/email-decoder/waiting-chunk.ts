/** The registered name of `email-decoder/antispam-waiting.chunk.ts`. */
export const WAITING_CHUNK = 'antispam-waiting'

/** What `dist/antispam-waiting.js` provides. */
export interface WaitingChunk {
  /**
   * Shows the waiting popup with the page's texts (`ctPublicFunctions.text__ee_*`); without
   * them nothing, and the UI chunk's popup (with its defaults) shows later.
   */
  readonly show: (win: Window) => void
  /** Removes the waiting popup if it is still there. */
  readonly remove: (doc: Document) => void
}

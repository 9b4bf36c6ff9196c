/**
 * `dist/antispam-waiting.js`: the email decoder's waiting popup (waiting-popup.ts) and its
 * texts. The decoder loads it once the document is parsed on a page that has encoded
 * contacts, so it is there before the first click and shows in that click's own task; pages
 * without encoded contacts (most page views) never fetch it.
 */
import { registerChunk } from '../../core/chunk-loader'
import { pageWaitingTexts } from './texts'
import { removeWaitingPopup, showWaitingPopup } from './waiting-popup'
import { WAITING_CHUNK, type WaitingChunk } from './waiting-chunk'

const chunk: WaitingChunk = {
  show(win) {
    const texts = pageWaitingTexts(win)
    if (texts) showWaitingPopup(win.document, texts)
  },
  remove: removeWaitingPopup,
}
registerChunk(WAITING_CHUNK, chunk)

/**
 * `dist/email-checker.js`: the checker and its indicator, loaded when a checked field gets
 * focus. Its own chunk, not the UI chunk's: the indicator is plain DOM, and the UI chunk (the
 * modal, the popups, the badges' code) cost about 4 ms of evaluation per visitor who types an
 * address (measured on the registration page).
 */
import { registerChunk } from '../../core/chunk-loader'
import { injectStyle } from '../../ui/inject-style'
import type { AntispamContext } from '../context/feature'
import { UI_CSS, UI_STYLES_ID } from '../chunks/ui-styles'
import type { EmailChecker, EmailCheckSwitches } from '../chunks/ui-types'
import { createEmailChecker } from './check-flow'
import { EMAIL_CHECKER_CHUNK } from './chunk-name'

/** What the chunk registers. */
export interface EmailCheckerChunk {
  createEmailChecker(ctx: AntispamContext, switches: EmailCheckSwitches): EmailChecker
}

const chunk: EmailCheckerChunk = {
  createEmailChecker(ctx, switches) {
    // The indicator's styles (shared with the UI chunk's, under the same id: injected once).
    injectStyle(UI_STYLES_ID, UI_CSS, ctx.win.document)
    return createEmailChecker(ctx, switches)
  },
}

registerChunk(EMAIL_CHECKER_CHUNK, chunk)

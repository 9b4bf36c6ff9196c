import type { AntispamContext } from '../feature'
import { withLazy } from '../lazy/load-lazy'
import { findVisibleFieldsInput } from '../forms/visible-fields-input'
import { botDetectorToken, botDetectorTokenRaw, noCookiePayload } from '../storage'
import type { IntegrationEnv } from './env'
import { integrationSettings } from './settings'

/** One page action (a submit) can be seen by two hooks (jQuery and XHR): show it once. */
const SAME_BLOCK_WINDOW_MS = 1000

/** The integrations' environment over the runtime context. */
export function createIntegrationEnv(ctx: AntispamContext): IntegrationEnv {
  const { win } = ctx
  let lastShown = { message: '', at: 0 }
  return {
    win,
    ctx,
    cookieMode: ctx.config.cookieMode,
    settings: integrationSettings(ctx.config),
    fields: {
      detectorOn: ctx.config.botDetectorEnabled,
      token: () => botDetectorToken(win.localStorage),
      rawToken: () => botDetectorTokenRaw(win.localStorage) || null,
      noCookie: () => noCookiePayload(win),
    },
    // The plugin chunk adds its rules; the form front end's rule is added by the wrapper.
    fetchTables: { rules: [], checks: [] },
    visibleFields: (container) => findVisibleFieldsInput(container)?.value || undefined,
    reply(reply, trusted) {
      withLazy('check a reply for a block message', (parts) => {
        const block = parts.detectBlock(reply, { trusted })
        if (!block) return
        const now = Date.now()
        if (block.message !== lastShown.message || now - lastShown.at > SAME_BLOCK_WINDOW_MS)
          parts.showBlockMessage(block, win)
        lastShown = { message: block.message, at: now }
      })
    },
    transport: ctx.transport,
  }
}

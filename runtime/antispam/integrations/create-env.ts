import { detectBlock } from '../block-modal/detect'
import { showBlockLazily } from '../block-modal/show-lazily'
import type { AntispamContext } from '../feature'
import { findVisibleFieldsInput } from '../forms/visible-fields-input'
import { botDetectorToken, botDetectorTokenRaw, noCookiePayload } from '../storage'
import type { IntegrationEnv } from './env'
import { readIntegrationSettings } from './settings'

/** One page action (a submit) can be seen by two hooks (jQuery and XHR): show it once. */
const SAME_BLOCK_WINDOW_MS = 1000

/** The integrations' environment over the runtime context. */
export function createIntegrationEnv(ctx: AntispamContext): IntegrationEnv {
  const { win } = ctx
  let lastShown = { message: '', at: 0 }
  return {
    win,
    cookieMode: ctx.config.cookieMode,
    settings: readIntegrationSettings(win, ctx.warn),
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
      const block = detectBlock(reply, { trusted })
      if (!block) return false
      const now = Date.now()
      if (block.message !== lastShown.message || now - lastShown.at > SAME_BLOCK_WINDOW_MS)
        showBlockLazily(block, win)
      lastShown = { message: block.message, at: now }
      return true
    },
    isBlock: (reply) => detectBlock(reply, { trusted: true }) !== undefined,
    transport: ctx.transport,
  }
}

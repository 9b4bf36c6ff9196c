import type { Integration } from '../integrations/env'
import { ENCODED_FORM } from '../integrations/markers'
import { forceProtection } from './load'

/**
 * Force protection (contract c.7, e), started with the plugin hooks once the document is
 * parsed: a page with an encoded form loads dist/force-protection.js, which asks the server
 * and shows the forms or the message. The marker is in `PLUGIN_MARKERS`, so such a page
 * always gets here; the main bundle carries nothing else of it.
 */
export const forceProtectionIntegration: Integration = {
  name: 'force protection',
  install(env) {
    // The original protects forms only with a valid key; without one they are shown as printed.
    if (env.ctx.config.keyIsOk && env.win.document.querySelector(ENCODED_FORM)) {
      void forceProtection(env.ctx)
    }
    return () => undefined
  },
}

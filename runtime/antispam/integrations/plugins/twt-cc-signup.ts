import type { PluginIntegration } from '../engine/plugin'

/** The `twt_cc_signup` form (contract f): its jQuery request gets the wrapped field. */
export const twtCcSignup: PluginIntegration = {
  jquerySigns: [{ all: ['twt_cc_signup'], key: 'W' }],
}

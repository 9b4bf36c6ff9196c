import type { PluginIntegration } from '../engine/plugin'

/** The `drplus_signup` form (contract f): its jQuery request gets the bare field. */
export const drplusSignup: PluginIntegration = {
  jquerySigns: [{ all: ['action=drplus_signup'], key: 'U' }],
}

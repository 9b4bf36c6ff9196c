import type { PluginIntegration } from '../engine/plugin'

/** The `bt_cc` form (contract f): its jQuery request gets the bare field. */
export const btCc: PluginIntegration = {
  jquerySigns: [{ all: ['action=bt_cc'], key: 'U' }],
}

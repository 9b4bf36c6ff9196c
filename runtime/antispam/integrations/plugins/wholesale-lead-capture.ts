import type { PluginIntegration } from '../engine/plugin'

/** WooCommerce Wholesale Lead Capture (contract f): its registration through jQuery gets the wrapped field. */
export const wholesaleLeadCapture: PluginIntegration = {
  jquerySigns: [{ all: ['action=wwlc_create_user'], key: 'W' }],
}

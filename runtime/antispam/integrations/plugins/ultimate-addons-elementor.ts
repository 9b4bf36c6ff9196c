import type { PluginIntegration } from '../engine/plugin'

/**
 * Ultimate Addons for Elementor's registration form (contract f): its jQuery request gets the
 * bare field, in cookie mode none only.
 */
export const ultimateAddonsElementor: PluginIntegration = {
  jquerySigns: [{ all: ['action=uael_register_user'], key: 'U', mode: 'none' }],
}

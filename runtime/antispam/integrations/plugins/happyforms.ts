import type { PluginIntegration } from '../engine/plugin'

/** HappyForms (contract f): a message sent through jQuery gets the wrapped field. */
export const happyforms: PluginIntegration = {
  jquerySigns: [{ all: ['action=happyforms_message'], key: 'W' }],
}

import type { PluginIntegration } from '../engine/plugin'

/** Beaver Builder's subscribe form module (contract f): its jQuery request gets the wrapped field. */
export const beaverBuilder: PluginIntegration = {
  jquerySigns: [{ all: ['action=fl_builder_subscribe_form_submit'], key: 'W' }],
}

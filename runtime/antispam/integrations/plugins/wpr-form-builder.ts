import type { PluginIntegration } from '../engine/plugin'

/** The `wpr_form_builder_email` form (Royal Elementor Addons' form builder, contract f): its jQuery request gets the bare field. */
export const wprFormBuilder: PluginIntegration = {
  jquerySigns: [{ all: ['action=wpr_form_builder_email'], key: 'U' }],
}

import type { PluginIntegration } from '../engine/plugin'

/** BuddyPress (contract f): an activity comment sent through jQuery gets the wrapped field. */
export const buddypress: PluginIntegration = {
  jquerySigns: [{ all: ['action=new_activity_comment'], key: 'W' }],
}

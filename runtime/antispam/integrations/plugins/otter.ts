import { requestFields } from '../engine/form-fields'
import type { PluginIntegration } from '../engine/plugin'

/** An Otter Blocks form. */
export const OTTER = '.otter-form__container'

/** Otter Blocks' form (contract f): its submission waits for the server's answer. */
export const otter: PluginIntegration = {
  marker: OTTER,
  preChecks: [
    {
      action: 'cleantalk_force_otterform_check',
      // No setting: the original's fetch proxy checks a site's own (non-external) form
      // always; contract f's "check_internal" is not what 6.85 does.
      marker: OTTER,
      urlPart: 'otter/v1/form/frontend',
      fields: (body) => requestFields(body),
    },
  ],
}

import type { PluginIntegration } from '../engine/plugin'

/** An Elfsight widget. */
export const ELFSIGHT = '[class*="elfsight-app"]'

/**
 * Elfsight's form widget (contract f): with the external-forms check on, its submission waits
 * for the server's answer on the raw body.
 */
export const elfsight: PluginIntegration = {
  marker: ELFSIGHT,
  preChecks: [
    {
      action: 'cleantalk_force_elfsight_check',
      setting: 'checkExternal',
      marker: ELFSIGHT,
      urlPart: 'data.elfsight.com/public/resources/form-submissions',
      fields: (body) => ({ elfsight_payload: typeof body === 'string' ? body : '' }),
    },
  ],
}

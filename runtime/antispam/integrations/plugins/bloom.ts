import { addedField } from '../engine/added-field'
import { addToBody } from '../engine/body-rewrite'
import type { PluginIntegration } from '../engine/plugin'

/** Bloom's opt-in (contract f): its jQuery subscribe data gets the bare field, prepended. */
export const bloom: PluginIntegration = {
  jqueryPrefilters: [
    (env, data) =>
      typeof data === 'string' && data.includes('action=bloom_subscribe')
        ? addToBody(data, [addedField(env.fields, 'U')], 'prepend').body
        : undefined,
  ],
}

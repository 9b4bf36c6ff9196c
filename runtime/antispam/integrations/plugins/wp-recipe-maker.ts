import { withBareField } from '../engine/added-field'
import type { PluginIntegration } from '../engine/plugin'
import { isRestPath } from '../engine/request-info'

/** WP Recipe Maker's user-ratings form. */
export const WPRM = 'form.wprm-user-ratings-modal-stars-container'

/** WP Recipe Maker (contract f): a rating sent to its REST route with fetch gets the bare field. */
export const wpRecipeMaker: PluginIntegration = {
  marker: WPRM,
  fetchRules: [
    {
      rewrite: ({ url, body }, env) =>
        isRestPath(url, 'wp-recipe-maker/') && env.win.document.querySelector(WPRM) !== null
          ? withBareField(body, env.fields)
          : undefined,
    },
  ],
}

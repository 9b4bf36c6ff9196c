import { withBareField } from '../engine/added-field'
import type { PluginIntegration } from '../engine/plugin'
import { isRestPath } from '../engine/request-info'

/** A MetForm form. */
export const METFORM = 'form.metform-form-content'

/** MetForm (contract f): an entry sent to its REST route with fetch gets the bare field. */
export const metform: PluginIntegration = {
  marker: METFORM,
  fetchRules: [
    {
      rewrite: ({ url, body }, env) =>
        isRestPath(url, 'metform/') && env.win.document.querySelector(METFORM) !== null
          ? withBareField(body, env.fields)
          : undefined,
    },
  ],
}

import { fromBase64 } from '../../storage/base64'
import { addedField } from '../engine/added-field'
import { addToBody, type AddedField } from '../engine/body-rewrite'
import type { PluginIntegration } from '../engine/plugin'
import { bodyField } from '../engine/request-info'

/**
 * Piotnet Addons For Elementor's form builder (contract f): its jQuery FormData gets the bare
 * field appended, and the raw visible-fields JSON of the form found by its `form_id`.
 */
export const piotnetForms: PluginIntegration = {
  jqueryPrefilters: [
    (env, data) => {
      if (!(data instanceof FormData) || data.get('action') !== 'pafe_ajax_form_builder')
        return undefined
      const fields: AddedField[] = [addedField(env.fields, 'U')]
      const id = bodyField(data, 'form_id') ?? bodyField(data, 'data[form_id]')
      if (id) {
        const doc = env.win.document
        const container =
          doc.getElementById(id) ?? doc.querySelector(`[data-id="${CSS.escape(id)}"]`)
        const raw = fromBase64(env.visibleFields(container) ?? '')
        if (raw) fields.push({ key: 'apbct_visible_fields', value: raw })
      }
      return addToBody(data, fields, 'keep').body
    },
  ],
}

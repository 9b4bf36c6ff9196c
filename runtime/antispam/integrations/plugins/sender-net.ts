import { elementFields } from '../engine/form-fields'
import { inSameOriginFrame } from '../engine/frames'
import type { PluginIntegration } from '../engine/plugin'

/** sender.net's form, found inside a same-origin iframe (see {@link senderNetForm}). */
export const SENDER_NET_FORM = '#sender-form-content'

/** The sender.net form (contract f: `#sender-form-content` in a same-origin iframe). */
export const senderNetForm = (doc: Document): Element | null =>
  inSameOriginFrame(doc, SENDER_NET_FORM)

/**
 * sender.net's form in a frame (contract f): with the external-forms check on, its submission
 * waits for the server's answer on the frame form's fields.
 */
export const senderNet: PluginIntegration = {
  marker: senderNetForm,
  preChecks: [
    {
      action: 'cleantalk_force_ajax_check',
      setting: 'checkExternal',
      marker: senderNetForm,
      urlPart: 'stats.sender.net/forms',
      fields: (_body, env) => elementFields(senderNetForm(env.win.document)),
    },
  ],
}

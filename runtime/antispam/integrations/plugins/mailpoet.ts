import type { PluginIntegration } from '../engine/plugin'

/** A MailPoet subscription form. */
export const MAILPOET = 'form.mailpoet_form'

/**
 * MailPoet (contract f): a subscribe request gets the wrapped field, over XHR, or through
 * jQuery with the form's visible fields.
 */
export const mailpoet: PluginIntegration = {
  marker: MAILPOET,
  xhrRules: [
    {
      matches: ['action=mailpoet', 'method=subscribe'],
      key: 'W',
      edit: 'append',
    },
  ],
  jquerySigns: [
    { all: ['action=mailpoet'], key: 'W', container: (_data, doc) => doc.querySelector(MAILPOET) },
  ],
}

import type { PluginIntegration } from '../engine/plugin'

/**
 * User Registration (contract f): its jQuery requests get the field, wrapped for the form's
 * own request; the form submit's sign comes later and so wins the key choice (bare), with the
 * form's visible fields.
 */
export const userRegistration: PluginIntegration = {
  jquerySigns: [
    { all: ['action=user_registration', 'ur_frontend_form_nonce'], key: 'W' },
    {
      all: ['action=user_registration_user_form_submit'],
      key: 'U',
      container: (_data, doc) => doc.querySelector('.ur-frontend-form form, form.register'),
    },
  ],
}

import { successAction, submitField, type InlineForm } from './builder'

const opts = (values: string[]) =>
  values.map((v, i) => ({ label: v, value: v.toLowerCase(), calc: '', selected: 0, order: i }))

/** A 23-field form mixing the common kinds (the time budget's middle case). */
export const twentyThreeFieldForm: InlineForm = {
  settings: { title: 'Registration' },
  fields: [
    { type: 'firstname', label: 'First name', key: 'firstname', required: '1' },
    { type: 'lastname', label: 'Last name', key: 'lastname', required: '1' },
    { type: 'email', label: 'Email', key: 'email', required: '1' },
    { type: 'confirm', label: 'Confirm email', key: 'email_confirm', confirm_field: 'email' },
    { type: 'phone', label: 'Phone', key: 'phone', mask: 'us-phone' },
    { type: 'address', label: 'Address', key: 'address' },
    { type: 'city', label: 'City', key: 'city' },
    { type: 'zip', label: 'Zip', key: 'zip' },
    { type: 'textbox', label: 'Company', key: 'company' },
    { type: 'textbox', label: 'Job title', key: 'job_title' },
    { type: 'textbox', label: 'Website', key: 'website' },
    {
      type: 'number',
      label: 'Team size',
      key: 'team_size',
      num_min: '1',
      num_max: '500',
      num_step: '1',
    },
    {
      type: 'date',
      label: 'Start date',
      key: 'start_date',
      date_mode: 'date_only',
      date_format: 'MM/DD/YYYY',
    },
    {
      type: 'listselect',
      label: 'Plan',
      key: 'plan',
      options: opts(['Basic', 'Pro', 'Enterprise']),
    },
    { type: 'listradio', label: 'Billing', key: 'billing', options: opts(['Monthly', 'Yearly']) },
    {
      type: 'listcheckbox',
      label: 'Interests',
      key: 'interests',
      options: opts(['News', 'Events', 'Offers']),
    },
    {
      type: 'listmultiselect',
      label: 'Regions',
      key: 'regions',
      options: opts(['EU', 'US', 'APAC']),
    },
    {
      type: 'textarea',
      label: 'Message',
      key: 'message',
      input_limit: '200',
      input_limit_type: 'characters',
    },
    { type: 'starrating', label: 'Rating', key: 'rating', number_of_stars: '5' },
    { type: 'checkbox', label: 'I agree', key: 'agree', required: '1' },
    { type: 'hidden', label: 'Source', key: 'source', default: 'fixture' },
    { type: 'html', label: 'Note', key: 'note', default: '<p>We never share your data.</p>' },
    submitField(23, 'Register'),
  ].map((f, i) => ({ order: String(i + 1), ...f })),
  actions: [successAction('Welcome, {field:firstname}!')],
}

/** A 500-field form (499 inputs of a few kinds, then submit): the time budget's big case. */
export const fiveHundredFieldForm: InlineForm = {
  settings: { title: 'Survey' },
  fields: [
    ...Array.from({ length: 499 }, (_, i) => {
      const n = i + 1
      const kind = n % 10 === 0 ? 'number' : n % 7 === 0 ? 'email' : 'textbox'
      return {
        type: kind,
        label: `Question ${n}`,
        key: `q${n}`,
        order: String(n),
        required: n % 50 === 1 ? '1' : '',
      }
    }),
    submitField(500),
  ],
  actions: [successAction('Thanks for answering 499 questions.')],
}

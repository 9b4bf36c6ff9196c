import { successAction, submitField, type InlineForm } from './builder'

const opts = (pairs: [string, string, number?][]) =>
  pairs.map(([label, value, selected = 0], i) => ({ label, value, calc: '', selected, order: i }))

/**
 * The core field kinds with the settings whose markup differed from the original's: label
 * positions, help and description text, dropdowns with a placeholder-like first option, a
 * pre-selected option and a required one without a placeholder, lists, an input limit.
 * The mocked site serves it from its export, sim/pages/nff/exports/every-kind.nff (page
 * forms-every-kind, one of the own exports), which the real-WordPress layer imports too.
 */
export const everyKindForm: InlineForm = {
  settings: { title: 'Every kind', form_title_heading_level: '3' },
  fields: [
    {
      type: 'textbox',
      label: 'Full name',
      key: 'full_name',
      required: '1',
      label_pos: 'left',
      help_text: 'As on your passport',
      desc_text: 'Given and family name',
      desc_pos: 'before_label',
    },
    { type: 'email', label: 'Email', key: 'email', required: '1' },
    { type: 'phone', label: 'Phone', key: 'phone', label_pos: 'hidden' },
    {
      type: 'listselect',
      label: 'Size',
      key: 'size',
      required: '1',
      options: opts([
        ['- Select a size -', ''],
        ['Small', 's'],
        ['Medium', 'm'],
      ]),
    },
    {
      type: 'listselect',
      label: 'Colour',
      key: 'colour',
      options: opts([
        ['Red', 'red'],
        ['Green', 'green', 1],
        ['Blue', 'blue'],
      ]),
    },
    {
      type: 'listselect',
      label: 'Country',
      key: 'country',
      required: '1',
      options: opts([
        ['France', 'fr'],
        ['Spain', 'es'],
      ]),
    },
    {
      type: 'listradio',
      label: 'Plan',
      key: 'plan',
      options: opts([
        ['Monthly', 'monthly'],
        ['Yearly', 'yearly'],
      ]),
    },
    {
      type: 'listcheckbox',
      label: 'Topics',
      key: 'topics',
      options: opts([
        ['News', 'news'],
        ['Events', 'events'],
      ]),
    },
    {
      type: 'listmultiselect',
      label: 'Regions',
      key: 'regions',
      options: opts([
        ['EU', 'eu'],
        ['US', 'us'],
      ]),
    },
    { type: 'checkbox', label: 'Subscribe', key: 'subscribe', label_pos: 'right' },
    {
      type: 'textarea',
      label: 'Message',
      key: 'message',
      label_pos: 'below',
      input_limit: '100',
      input_limit_type: 'characters',
      input_limit_msg: 'Character(s) left',
    },
    { type: 'number', label: 'Guests', key: 'guests', num_min: '1', num_max: '9', num_step: '1' },
    { type: 'hr', label: 'Divider', key: 'divider' },
    { type: 'html', label: 'Note', key: 'note', default: '<p>We reply within a day.</p>' },
    { type: 'hidden', label: 'Source', key: 'source', default: 'every-kind' },
    submitField(16, 'Send'),
  ].map((f, i) => ({ order: String(i + 1), ...f })),
  actions: [successAction('Thanks, {field:full_name}!')],
}

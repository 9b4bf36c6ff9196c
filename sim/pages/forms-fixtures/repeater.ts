import { successAction, submitField, type InlineForm } from './builder'

/** A repeater of guests (name required, email, date; an html child that sets skip). */
export const repeaterForm: InlineForm = {
  settings: { title: 'Guests' },
  fields: [
    { type: 'textbox', label: 'Your name', key: 'host', order: '1', required: '1' },
    {
      type: 'repeater',
      label: 'Guests',
      key: 'guests',
      order: '2',
      fields: [
        { type: 'textbox', label: 'Guest name', key: 'guest_name', required: 1 },
        { type: 'email', label: 'Guest email', key: 'guest_email' },
        {
          type: 'date',
          label: 'Arrival',
          key: 'arrival',
          date_mode: 'date_only',
          date_format: 'YYYY-MM-DD',
        },
        { type: 'html', label: 'Note', key: 'note', default: '<p>Skipped in sets</p>' },
      ],
    },
    submitField(3),
  ],
  actions: [successAction('See you soon, {field:host}!')],
}

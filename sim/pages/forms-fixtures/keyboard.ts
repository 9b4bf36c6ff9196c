import { successAction, submitField, type InlineForm } from './builder'

const opts = (values: string[]) =>
  values.map((v, i) => ({ label: v, value: v.toLowerCase(), calc: '', selected: 0, order: i }))

/**
 * Every field kind a visitor operates, for keyboard-only tests. Field ids follow the list
 * (1, 2, …) but `order` does not: the form shows "Email" (id 2) first and "Full name" (id 1)
 * second, so "the first invalid field" differs between display order and id order.
 */
export const keyboardForm: InlineForm = {
  settings: { title: 'Keyboard only' },
  fields: [
    { type: 'textbox', label: 'Full name', key: 'full_name', order: '2', required: '1' },
    { type: 'email', label: 'Email', key: 'email', order: '1', required: '1' },
    {
      type: 'confirm',
      label: 'Email again',
      key: 'email_again',
      order: '3',
      confirm_field: 'email',
    },
    { type: 'phone', label: 'Phone', key: 'phone', order: '4' },
    { type: 'textarea', label: 'Message', key: 'message', order: '5' },
    { type: 'number', label: 'Guests', key: 'guests', order: '6', num_min: '1', num_max: '9' },
    {
      type: 'date',
      label: 'Arrival',
      key: 'arrival',
      required: '1',
      order: '7',
      date_mode: 'date_only',
      date_format: 'YYYY-MM-DD',
    },
    {
      type: 'date',
      label: 'Departure',
      key: 'departure',
      order: '8',
      date_mode: 'date_only',
      date_format: 'YYYY-MM-DD',
    },
    { type: 'date', label: 'Call time', key: 'call_time', order: '9', date_mode: 'time_only' },
    {
      type: 'listselect',
      label: 'Room',
      key: 'room',
      order: '10',
      options: opts(['Single', 'Double']),
    },
    {
      type: 'listmultiselect',
      label: 'Meals',
      key: 'meals',
      required: '1',
      order: '11',
      options: opts(['Breakfast', 'Lunch', 'Dinner']),
    },
    {
      type: 'listradio',
      label: 'Bed',
      key: 'bed',
      required: '1',
      order: '12',
      options: opts(['Soft', 'Firm']),
    },
    {
      type: 'listcheckbox',
      label: 'Extras',
      key: 'extras',
      required: '1',
      order: '13',
      options: opts(['Parking', 'Towels']),
    },
    {
      type: 'listimage',
      label: 'View',
      key: 'view',
      required: '1',
      order: '14',
      show_option_labels: 1,
      image_options: opts(['Sea', 'Garden']),
    },
    {
      type: 'listimage',
      label: 'Activities',
      key: 'activities',
      order: '15',
      show_option_labels: 1,
      allow_multi_select: 1,
      image_options: opts(['Hike', 'Swim', 'Sail']),
    },
    { type: 'checkbox', label: 'Newsletter', key: 'newsletter', order: '16' },
    {
      type: 'starrating',
      label: 'Rating',
      key: 'rating',
      required: '1',
      order: '17',
      number_of_stars: '5',
    },
    {
      type: 'product',
      label: 'Tea',
      key: 'tea',
      order: '18',
      product_price: '2.00',
      product_use_quantity: '1',
      product_type: 'single',
    },
    {
      type: 'repeater',
      label: 'Companions',
      key: 'companions',
      order: '19',
      fields: [{ type: 'textbox', label: 'Companion name', key: 'companion_name' }],
    },
    {
      type: 'signature',
      label: 'Typed signature',
      key: 'typed_signature',
      required: '1',
      order: '20',
      signature_type: 'typed',
      signature_font: 'cursive',
    },
    { type: 'signature', label: 'Drawn signature', key: 'drawn', order: '21' },
    submitField(22, 'Book'),
  ],
  actions: [successAction('Booked for {field:full_name}.')],
}

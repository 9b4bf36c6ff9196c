import { successAction, submitField, type InlineForm } from './builder'

const option = (label: string, value: string, calc: string, order: number) => ({
  label,
  value,
  calc,
  selected: 0,
  order,
})

/**
 * The calculation form: the contract's known answers (5 + 5 + 5 → "Total: 15.00";
 * `3.50 × 1.10` → "JS 3.85" on the page, "PHP 3.85" in the success message) plus list,
 * checkbox and function calcs and a chain of calcs feeding each other.
 */
export const calculationsForm: InlineForm = {
  settings: {
    title: 'Calculations',
    calculations: [
      {
        name: 'calc_1',
        eq: '{field:number1} + {field:number2} + {field:number3}',
        dec: '2',
        order: 0,
      },
      { name: 'withCurrency', eq: '{field:textbox_with_currency_mask} * 1.10', dec: '2', order: 1 },
      {
        name: 'choices',
        eq: '{field:plan} + {field:extras} + {field:support} + {field:insured}',
        dec: '2',
        order: 2,
      },
      { name: 'squared', eq: 'pow({field:number1}, 2)', dec: '0', order: 3 },
      { name: 'double_total', eq: '{calc:calc_1} * 2', dec: '2', order: 4 },
      { name: 'grand', eq: '{calc:double_total} + {calc:choices}', dec: '2', order: 5 },
    ],
  },
  fields: [
    { type: 'number', label: 'Number 1', key: 'number1', order: '1', num_step: '1', default: '' },
    { type: 'number', label: 'Number 2', key: 'number2', order: '2', num_step: '1', default: '' },
    { type: 'number', label: 'Number 3', key: 'number3', order: '3', num_step: '1', default: '' },
    {
      type: 'html',
      label: 'Total',
      key: 'total_html',
      order: '4',
      default: '<p>Total: {calc:calc_1}</p>',
    },
    {
      type: 'textbox',
      label: 'Amount',
      key: 'textbox_with_currency_mask',
      order: '5',
      mask: 'currency',
      default: '',
    },
    {
      type: 'html',
      label: 'With tax',
      key: 'with_currency_html',
      order: '6',
      default: 'JS {calc:withCurrency}',
    },
    {
      type: 'listradio',
      label: 'Plan',
      key: 'plan',
      order: '7',
      options: [option('Basic', 'basic', '10', 0), option('Pro', 'pro', '25', 1)],
    },
    {
      type: 'listcheckbox',
      label: 'Extras',
      key: 'extras',
      order: '8',
      options: [option('Backup', 'backup', '3', 0), option('Domain', 'domain', '12', 1)],
    },
    {
      type: 'listselect',
      label: 'Support',
      key: 'support',
      order: '9',
      options: [
        option('- Select -', '', '', 0),
        option('Email', 'email', '5', 1),
        option('Phone', 'phone', '15', 2),
      ],
    },
    {
      type: 'checkbox',
      label: 'Insurance',
      key: 'insured',
      order: '10',
      checked_calc_value: '7',
      unchecked_calc_value: '0',
    },
    {
      type: 'html',
      label: 'Summary',
      key: 'summary_html',
      order: '11',
      default: 'Choices: {calc:choices}, squared: {calc:squared}, grand: {calc:grand}',
    },
    {
      type: 'hidden',
      label: 'Grand (hidden)',
      key: 'grand_hidden',
      order: '12',
      default: '{calc:grand}',
    },
    submitField(13),
  ],
  actions: [successAction('PHP {calc:withCurrency}; total {calc:calc_1}')],
}

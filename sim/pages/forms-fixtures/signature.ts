import { successAction, submitField, type InlineForm } from './builder'

/**
 * Signatures with the form builder's settings: typed only in each of the three fonts
 * (`signature_method` typed, `signature_font`), drawn only on a pad, and the default (both
 * methods, drawing first).
 */
export const signatureForm: InlineForm = {
  settings: { title: 'Sign here' },
  fields: [
    {
      type: 'signature',
      label: 'Signed (Dancing Script)',
      key: 'typed_dancing',
      order: '1',
      signature_method: 'typed',
      signature_font: 'dancing-script',
    },
    {
      type: 'signature',
      label: 'Signed (Satisfy)',
      key: 'typed_satisfy',
      order: '2',
      signature_method: 'typed',
      signature_font: 'satisfy',
    },
    {
      type: 'signature',
      label: 'Signed (cursive)',
      key: 'typed_cursive',
      order: '3',
      signature_method: 'typed',
      signature_font: 'cursive',
    },
    { type: 'signature', label: 'Drawn', key: 'drawn', order: '4', signature_method: 'drawn' },
    { type: 'signature', label: 'Witness', key: 'witness', order: '5' },
    submitField(6, 'Sign'),
  ],
  actions: [successAction('Signed by {field:typed_dancing}.')],
}

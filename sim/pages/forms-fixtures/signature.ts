import { successAction, submitField, type InlineForm } from './builder'

/** A 1×1 PNG: the preset drawing of the witness signature (`signature_data`). */
export const PRESET_DRAWING =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='

/**
 * Signatures: typed in each of the three fonts (the first preset with `typed_name`), drawn
 * on a pad, and drawn with a preset drawing (`signature_data`).
 */
export const signatureForm: InlineForm = {
  settings: { title: 'Sign here' },
  fields: [
    {
      type: 'signature',
      label: 'Signed (Dancing Script)',
      key: 'typed_dancing',
      order: '1',
      signature_type: 'typed',
      signature_font: 'dancing-script',
      typed_name: 'Ada Lovelace',
    },
    {
      type: 'signature',
      label: 'Signed (Satisfy)',
      key: 'typed_satisfy',
      order: '2',
      signature_type: 'typed',
      signature_font: 'satisfy',
    },
    {
      type: 'signature',
      label: 'Signed (cursive)',
      key: 'typed_cursive',
      order: '3',
      signature_type: 'typed',
      signature_font: 'cursive',
    },
    { type: 'signature', label: 'Drawn', key: 'drawn', order: '4', signature_type: 'drawn' },
    {
      type: 'signature',
      label: 'Witness',
      key: 'drawn_preset',
      order: '5',
      signature_type: 'drawn',
      signature_data: PRESET_DRAWING,
    },
    submitField(6, 'Sign'),
  ],
  actions: [successAction('Signed by {field:typed_dancing}.')],
}

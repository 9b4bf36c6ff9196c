/**
 * The value a signature field posts, as the form builder's server validates and stores it: a
 * JSON string naming the method (`signature_type`) with the typed name and its font, or the
 * drawing as a PNG data URL with the canvas size; '' when nothing is signed. The server
 * refuses any other value ("Invalid signature data").
 */

/** What a signature value holds, read back for the view. */
export interface SignatureValue {
  readonly type: 'typed' | 'drawn' | undefined
  readonly typedName: string
  readonly drawing: string
}

/** Reads a posted signature value; anything but the server's JSON counts as unsigned. */
export function readSignature(value: unknown): SignatureValue {
  const none: SignatureValue = { type: undefined, typedName: '', drawing: '' }
  if (typeof value !== 'string' || !value.startsWith('{')) return none
  try {
    const v = JSON.parse(value) as Record<string, unknown>
    const type =
      v.signature_type === 'typed' || v.signature_type === 'drawn' ? v.signature_type : undefined
    return {
      type,
      typedName: typeof v.typed_name === 'string' ? v.typed_name : '',
      drawing: typeof v.signature_data === 'string' ? v.signature_data : '',
    }
  } catch {
    return none
  }
}

/** The typed signature's value, or '' for an empty name. */
export function typedSignature(fieldId: string, name: string, font: string, now: Date): string {
  if (name === '') return ''
  return JSON.stringify({
    signature_type: 'typed',
    typed_name: name,
    signature_font: font,
    field_id: idOf(fieldId),
    timestamp: now.toISOString(),
  })
}

/** The drawn signature's value, or '' for an empty drawing. */
export function drawnSignature(
  fieldId: string,
  dataUrl: string,
  size: { readonly width: number; readonly height: number },
  now: Date,
): string {
  if (dataUrl === '') return ''
  return JSON.stringify({
    signature_type: 'drawn',
    signature_data: dataUrl,
    canvas_dimensions: size,
    timestamp: now.toISOString(),
    field_id: idOf(fieldId),
  })
}

// The server's own field ids are numbers; a repeater's child keeps its compound id.
function idOf(fieldId: string): number | string {
  const n = Number(fieldId)
  return Number.isFinite(n) ? n : fieldId
}

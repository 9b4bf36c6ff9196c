import { describe, expect, it } from 'vitest'
import { drawnSignature, readSignature, typedSignature } from './signature-value'

const NOW = new Date('2026-11-26T16:07:08.191Z')

describe('signature values (what the server validates)', () => {
  it('writes a typed signature as the original does, and reads it back', () => {
    const v = typedSignature('107', 'Rosa G', 'satisfy', NOW)
    expect(v).toBe(
      '{"signature_type":"typed","typed_name":"Rosa G","signature_font":"satisfy","field_id":107,"timestamp":"2026-11-26T16:07:08.191Z"}',
    )
    expect(readSignature(v)).toEqual({ type: 'typed', typedName: 'Rosa G', drawing: '' })
  })

  it('writes a drawing with its canvas size; a repeater child keeps its own id', () => {
    const v = drawnSignature(
      '106.1_0',
      'data:image/png;base64,AAAA',
      { width: 400, height: 150 },
      NOW,
    )
    expect(JSON.parse(v)).toEqual({
      signature_type: 'drawn',
      signature_data: 'data:image/png;base64,AAAA',
      canvas_dimensions: { width: 400, height: 150 },
      timestamp: '2026-11-26T16:07:08.191Z',
      field_id: '106.1_0',
    })
    expect(readSignature(v).drawing).toBe('data:image/png;base64,AAAA')
  })

  it('posts nothing for an empty name or drawing, and reads anything else as unsigned', () => {
    expect(typedSignature('1', '', 'satisfy', NOW)).toBe('')
    expect(drawnSignature('1', '', { width: 1, height: 1 }, NOW)).toBe('')
    for (const v of ['', 'Ada', '{not json', 7, null])
      expect(readSignature(v)).toEqual({ type: undefined, typedName: '', drawing: '' })
  })
})

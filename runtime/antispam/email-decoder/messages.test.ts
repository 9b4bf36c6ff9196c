import { describe, expect, it } from 'vitest'
import { failureLine } from './messages'
import { readDecoderTexts } from './texts'

const texts = readDecoderTexts((_k, _s, fallback) => fallback)
const row = {
  is_allowed: false,
  comment: '*** Forbidden ***',
  encoded_email: 'E',
  decoded_email: '',
}

describe('failureLine', () => {
  it('says Blocked with the comment when success is true', () => {
    expect(failureLine({ kind: 'rows', success: true, rows: [row] }, 'E', texts)).toBe(
      'CleanTalk email decoder: Blocked: *** Forbidden ***',
    )
  })
  it('says Cannot connect (comment defaults to unknown_error) when success is false', () => {
    const rows = [{ ...row, comment: '' }]
    expect(failureLine({ kind: 'rows', success: false, rows }, 'E', texts)).toBe(
      'CleanTalk email decoder: Cannot connect: unknown_error',
    )
  })
  it('uses the transport error, else the cannot-decode default', () => {
    expect(failureLine({ kind: 'failed', error: 'Server response timeout' }, 'E', texts)).toBe(
      'CleanTalk email decoder: Server response timeout',
    )
    expect(failureLine({ kind: 'failed', error: '' }, 'E', texts)).toBe(
      'CleanTalk email decoder: Can not decode email. Unknown reason',
    )
  })
})

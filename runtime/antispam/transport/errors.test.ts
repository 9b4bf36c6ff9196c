import { afterEach, describe, expect, it, vi } from 'vitest'
import { CALL_ERRORS, logCallError } from './errors'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the request error catalogue (spec §8, the reference plugin’s exact texts)', () => {
  it('words each error as the reference does', () => {
    expect(CALL_ERRORS.timeout).toBe('Server response timeout')
    expect(CALL_ERRORS.parse).toBe('Unexpected response from server. See console for details.')
    expect(CALL_ERRORS.internal).toBe('Internal server error.')
    expect(CALL_ERRORS.code(404)).toBe('Unexpected response code:404')
    expect(CALL_ERRORS.unexpected('Failed to fetch')).toBe(
      'Unexpected error. Status: Failed to fetch.',
    )
    expect(CALL_ERRORS.unexpected('OK', 'No response')).toBe(
      'Unexpected error. Status: OK. Additional error info: No response',
    )
  })

  it('logs one console error naming the endpoint, with the text as is', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    logCallError('apbct_decode_email', CALL_ERRORS.internal)
    expect(error.mock.calls).toEqual([
      [
        '[bramble] Failed to call the anti-spam endpoint "apbct_decode_email": Internal server error.',
      ],
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { jqXhrOf, NO_ANSWER } from './jq-xhr'

const reply = {
  status: 200,
  statusText: 'OK',
  headers: [
    ['content-type', 'application/json; charset=UTF-8'],
    ['x-robots-tag', 'noindex'],
    ['x-robots-tag', 'nofollow'],
  ] as const,
  text: '{"errors":[]}',
}

describe('jqXhrOf', () => {
  it('answers as a finished jqXHR: status line, text, parsed JSON and headers by any case', () => {
    const xhr = jqXhrOf(reply, 'success', { errors: [] })
    expect(xhr.readyState).toBe(4)
    expect(xhr.status).toBe(200)
    expect(xhr.statusText).toBe('OK')
    expect(xhr.responseText).toBe('{"errors":[]}')
    expect(xhr.responseJSON).toEqual({ errors: [] })
    expect(xhr.getResponseHeader('Content-Type')).toBe('application/json; charset=UTF-8')
    expect(xhr.getResponseHeader('X-Robots-Tag')).toBe('noindex, nofollow')
    expect(xhr.getResponseHeader('x-missing')).toBeNull()
    expect(xhr.getAllResponseHeaders()).toBe(
      'content-type: application/json; charset=UTF-8\r\nx-robots-tag: noindex\r\nx-robots-tag: nofollow\r\n',
    )
  })

  it('has no responseJSON for a body that was not JSON, and takes textStatus without a reason phrase', () => {
    const xhr = jqXhrOf(
      { ...reply, status: 502, statusText: '', text: '<html>' },
      'error',
      undefined,
    )
    expect('responseJSON' in xhr).toBe(false)
    expect(xhr.status).toBe(502)
    expect(xhr.statusText).toBe('error')
    expect(xhr.responseText).toBe('<html>')
  })

  it('is readyState 0, status 0 for a request that never got an answer', () => {
    const xhr = jqXhrOf(NO_ANSWER, 'error', undefined)
    expect([xhr.readyState, xhr.status, xhr.statusText, xhr.responseText]).toEqual([
      0,
      0,
      'error',
      '',
    ])
    expect(xhr.getAllResponseHeaders()).toBe('')
    expect(xhr.getResponseHeader(undefined as unknown as string)).toBeNull()
  })
})

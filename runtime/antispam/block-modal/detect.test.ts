import { describe, expect, it } from 'vitest'
import { detectBlock } from './detect'

describe('detectBlock', () => {
  it('finds apbct.blocked in any reply, with stop_script and integration', () => {
    const reply = {
      apbct: {
        blocked: true,
        comment: '*** Forbidden ***',
        stop_script: 1,
        integration: 'NEXForms',
      },
    }
    expect(detectBlock(reply, { trusted: false })).toEqual({
      message: '*** Forbidden ***',
      stopScript: true,
      integration: 'NEXForms',
    })
  })

  it('reads JSON text replies (XHR, jQuery) and ignores HTML pages', () => {
    const text = '{"apbct":{"blocked":true,"comment":"No","stop_script":0}}'
    expect(detectBlock(text, { trusted: false })).toEqual({
      message: 'No',
      stopScript: false,
      integration: undefined,
    })
    expect(detectBlock('<!DOCTYPE html>{"apbct":{"blocked":true}}', { trusted: true })).toBe(
      undefined,
    )
    expect(detectBlock('{not json', { trusted: true })).toBe(undefined)
  })

  it('counts data.message only in trusted replies', () => {
    const reply = { data: { message: 'Spam detected', stop_script: '1' } }
    expect(detectBlock(reply, { trusted: false })).toBe(undefined)
    expect(detectBlock(reply, { trusted: true })).toMatchObject({
      message: 'Spam detected',
      stopScript: true,
    })
  })

  it('ignores allowed replies and other shapes', () => {
    expect(detectBlock({ apbct: { blocked: false, allow: true } }, { trusted: true })).toBe(
      undefined,
    )
    expect(detectBlock({ success: true, data: [] }, { trusted: true })).toBe(undefined)
    expect(detectBlock(null, { trusted: true })).toBe(undefined)
    expect(detectBlock([1], { trusted: true })).toBe(undefined)
  })
})

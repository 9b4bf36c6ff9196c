import { describe, expect, it } from 'vitest'
import { forceProtectionVerdict } from './verdict'

const ok = (data: unknown) => ({ ok: true as const, data, status: 200 })

describe('forceProtectionVerdict', () => {
  it('admin-ajax {"allow":1} shows the forms', () => {
    expect(forceProtectionVerdict(ok({ allow: 1, message: 'Allowed', success: true }))).toEqual({
      allow: true,
    })
  })

  it('REST answers a JSON string, parsed a second time', () => {
    expect(forceProtectionVerdict(ok('{"allow":1,"message":"Allowed","success":true}'))).toEqual({
      allow: true,
    })
    expect(forceProtectionVerdict(ok('{"allow":0,"message":"*** Forbidden ***"}'))).toEqual({
      allow: false,
      message: '*** Forbidden ***',
    })
  })

  it('anything but allow 1 shows the message instead of the forms', () => {
    expect(forceProtectionVerdict(ok({ allow: 0, message: 'Bot detected' }))).toEqual({
      allow: false,
      message: 'Bot detected',
    })
    expect(forceProtectionVerdict(ok({ allow: 0 }))).toEqual({ allow: false, message: '' })
  })

  it('a call that failed (cloud error, timeout) or an unparseable reply shows the forms', () => {
    expect(forceProtectionVerdict({ ok: false, error: 'Server response timeout' })).toEqual({
      allow: true,
    })
    expect(forceProtectionVerdict(ok('<html>'))).toEqual({ allow: true })
  })
})

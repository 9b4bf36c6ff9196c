import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeEnv } from '../engine/fake-env.test-helper'
import { forceProtectionPlugin } from './force-protection'

const loaded = vi.hoisted(() => vi.fn(() => Promise.resolve()))
vi.mock('../../encoded-forms/load', () => ({ forceProtection: loaded }))

afterEach(() => {
  document.body.innerHTML = ''
  loaded.mockClear()
})

describe('force protection (contract c.7, e)', () => {
  const hook = forceProtectionPlugin.hooks![0]!

  const withKey = (keyIsOk: boolean) => {
    const env = fakeEnv()
    return { ...env, ctx: { config: { keyIsOk } } as typeof env.ctx }
  }

  it('loads the check on a page with an encoded form, and only there', () => {
    const env = withKey(true)
    hook.install(env)()
    expect(loaded).not.toHaveBeenCalled()
    document.body.innerHTML = '<div data-encoded-form="abc"></div>'
    hook.install(env)()
    expect(loaded).toHaveBeenCalledWith(env.ctx)
  })

  it('leaves the forms as printed without a valid key, as the original', () => {
    document.body.innerHTML = '<div data-encoded-form="abc"></div>'
    hook.install(withKey(false))()
    expect(loaded).not.toHaveBeenCalled()
  })
})

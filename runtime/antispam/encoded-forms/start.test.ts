import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearBrowserState, signalContext } from '../../test-support/signal-context'
import { startForceProtection } from './start'

const encode = (html: string) => encodeURIComponent(btoa(html))
const pub = window as unknown as { ctPublic?: Record<string, unknown> }

beforeEach(() => {
  clearBrowserState()
  document.body.innerHTML = `<div class="ct-encoded-form-wrapper"><div class="ct-encoded-form" data-encoded-form="${encode('<form id="f"><input name="submit" type="submit"></form>')}"></div></div>`
})
afterEach(() => delete pub.ctPublic)

describe('startForceProtection', () => {
  it('with settings__forms__force_protection off: no call, the wrapper stays', async () => {
    pub.ctPublic = { settings__forms__force_protection: '0' }
    const ctx = signalContext()
    await startForceProtection(ctx)
    expect(ctx.calls).toEqual([])
    expect(document.querySelector('.ct-encoded-form-wrapper')).not.toBeNull()
  })

  it('on: one apbct_force_protection_check_bot / force_protection_check_bot call with the context fields', async () => {
    pub.ctPublic = { settings__forms__force_protection: '1' }
    const ctx = signalContext()
    let allowed = false
    document.addEventListener('apbctForceProtectionAllowed', () => (allowed = true), { once: true })
    await startForceProtection(ctx)
    expect(ctx.calls).toHaveLength(1)
    const [call] = ctx.calls
    expect(call).toMatchObject({
      action: 'apbct_force_protection_check_bot',
      route: 'force_protection_check_bot',
    })
    expect(Object.keys(call!.fields!).sort()).toEqual([
      'event_javascript_data',
      'post_url',
      'referrer',
    ])
    // The fake transport answers {"success":true} (no allow): the forms stay hidden.
    expect(allowed).toBe(false)
    expect(document.querySelector('div.ct-encoded-form-forbidden')).not.toBeNull()
  })
})

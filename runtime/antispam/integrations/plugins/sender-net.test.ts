import { afterEach, describe, expect, it } from 'vitest'
import { fakeEnv, NO_COOKIE } from '../engine/fake-env.test-helper'
import { inSameOriginFrame } from '../engine/frames'
import { frameWith, unreadableFrame } from '../engine/frames.test-helper'
import { findPreCheck, runPreCheck } from '../engine/pre-check-run'
import { SENDER_NET_FORM, senderNet, senderNetForm } from './sender-net'

afterEach(() => {
  document.body.innerHTML = ''
})

const SENDER_FORM =
  '<form id="sender-form-content"><input name="email" value="jo@example.com"><input name="firstname" value="Jo"></form>'

describe('the sender.net marker: #sender-form-content in a same-origin iframe', () => {
  it('is not any iframe: a video embed or an empty frame is no marker', () => {
    unreadableFrame('null')
    frameWith('<p>An embed</p>')
    expect(senderNetForm(document)).toBeNull()
  })

  it('is found in a same-origin frame, not in the page itself', () => {
    document.body.innerHTML = SENDER_FORM
    expect(senderNetForm(document)).toBeNull()
    document.body.innerHTML = ''
    const frame = frameWith(SENDER_FORM)
    expect(senderNetForm(document)).toBe(
      frame.contentDocument!.getElementById('sender-form-content'),
    )
    expect(inSameOriginFrame(document, SENDER_NET_FORM)).toBe(senderNetForm(document))
  })

  it('skips frames it may not read, without throwing, and still finds a later one', () => {
    unreadableFrame('throws')
    unreadableFrame('null')
    expect(() => senderNetForm(document)).not.toThrow()
    expect(senderNetForm(document)).toBeNull()
    frameWith(SENDER_FORM)
    expect(senderNetForm(document)).not.toBeNull()
  })
})

describe('the sender.net pre-check (contract f)', () => {
  const url = 'https://stats.sender.net/forms/aKrmkz/submit'

  it('applies only with its form in a same-origin iframe (not for any iframe)', () => {
    const env = fakeEnv({ settings: { checkExternal: true } })
    frameWith('<p>A video</p>')
    expect(findPreCheck(senderNet.preChecks!, url, env)).toBeUndefined()
    frameWith(SENDER_FORM)
    expect(findPreCheck(senderNet.preChecks!, url, env)).toBe(senderNet.preChecks![0])
    expect(findPreCheck(senderNet.preChecks!, url, fakeEnv())).toBeUndefined()
  })

  it('sends the frame form’s fields to cleantalk_force_ajax_check with the added field', async () => {
    frameWith(SENDER_FORM)
    const env = fakeEnv({ settings: { checkExternal: true } })
    expect(await runPreCheck(senderNet.preChecks![0]!, '{"email":"jo@example.com"}', env)).toBe(
      true,
    )
    expect(env.calls[0]).toEqual({
      action: 'cleantalk_force_ajax_check',
      route: 'cleantalk_force_ajax_check',
      transport: 'admin_ajax',
      fields: { email: 'jo@example.com', firstname: 'Jo', ct_no_cookie_hidden_field: NO_COOKIE },
    })
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { frameWith, unreadableFrame } from './frames.test-helper'
import { hasPluginMarker, inSameOriginFrame, SENDER_NET_FORM } from './markers'

afterEach(() => {
  document.body.innerHTML = ''
})

const SENDER_FORM =
  '<form id="sender-form-content"><input name="email" value="jo@example.com"></form>'

describe('the sender.net marker: #sender-form-content in a same-origin iframe', () => {
  it('is not any iframe: a video embed or an empty frame is no marker', () => {
    unreadableFrame('null')
    frameWith('<p>An embed</p>')
    expect(hasPluginMarker(document)).toBe(false)
  })

  it('is found in a same-origin frame, not in the page itself', () => {
    document.body.innerHTML = SENDER_FORM
    expect(hasPluginMarker(document)).toBe(false)
    document.body.innerHTML = ''
    const frame = frameWith(SENDER_FORM)
    expect(hasPluginMarker(document)).toBe(true)
    expect(inSameOriginFrame(document, SENDER_NET_FORM)).toBe(
      frame.contentDocument!.getElementById('sender-form-content'),
    )
  })

  it('skips frames it may not read, without throwing, and still finds a later one', () => {
    unreadableFrame('throws')
    unreadableFrame('null')
    expect(() => hasPluginMarker(document)).not.toThrow()
    expect(hasPluginMarker(document)).toBe(false)
    frameWith(SENDER_FORM)
    expect(hasPluginMarker(document)).toBe(true)
  })

  it('leaves the page markers as they were', () => {
    document.body.innerHTML = '<div class="b24-form"></div>'
    expect(hasPluginMarker(document)).toBe(true)
  })
})

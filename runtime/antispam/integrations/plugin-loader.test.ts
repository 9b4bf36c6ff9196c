import { afterEach, describe, expect, it } from 'vitest'
import { needsPluginHooks } from './plugin-loader'

const w = window as unknown as Record<string, unknown>

afterEach(() => {
  document.body.innerHTML = ''
  delete w.jQuery
  delete w.wp
})

describe('needsPluginHooks', () => {
  it('is false on a plain page, true with a plugin marker, jQuery or wp.apiFetch', () => {
    document.body.innerHTML = '<form class="comment-form"><input name="email"></form>'
    expect(needsPluginHooks(window)).toBe(false)
    document.body.innerHTML = '<div class="et_pb_newsletter_form"></div>'
    expect(needsPluginHooks(window)).toBe(true)
    document.body.innerHTML = ''
    w.jQuery = () => undefined
    expect(needsPluginHooks(window)).toBe(true)
    delete w.jQuery
    w.wp = { apiFetch: () => undefined }
    expect(needsPluginHooks(window)).toBe(true)
  })
})

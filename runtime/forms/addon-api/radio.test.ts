import { describe, expect, it, vi } from 'vitest'
import { createRadio } from './radio'

describe('createRadio', () => {
  it('returns the same channel for a name and delivers triggers with their arguments', () => {
    const radio = createRadio()
    const seen: unknown[] = []
    radio.channel('form').on('render:view', (view) => seen.push(view))
    radio.channel('form').trigger('render:view', { id: '3' })
    radio.channel('forms').trigger('render:view', 'other channel')
    expect(seen).toEqual([{ id: '3' }])
  })

  it('answers requests with a reply function or value, and nothing when none is registered', () => {
    const radio = createRadio()
    const ch = radio.channel('form-3')
    ch.reply('get:extra', (k: unknown) => `v:${String(k)}`)
    ch.reply('maybe:submit', false)
    expect(ch.request('get:extra', 'a')).toBe('v:a')
    expect(ch.request('maybe:submit')).toBe(false)
    expect(ch.request('unknown')).toBeUndefined()
  })

  it('keeps calling the other listeners when one throws, and off removes a listener', () => {
    const radio = createRadio()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const good = vi.fn()
    const ch = radio.channel('fields')
    ch.on('remove:error', () => {
      throw new Error('boom')
    })
    ch.on('remove:error', good)
    ch.trigger('remove:error', 5, 'x')
    expect(good).toHaveBeenCalledWith(5, 'x')
    ch.off('remove:error', good)
    ch.trigger('remove:error', 5, 'x')
    expect(good).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledTimes(2)
    error.mockRestore()
  })

  it('fires once listeners a single time', () => {
    const ch = createRadio().channel('captcha')
    const fn = vi.fn()
    ch.once('reset', fn)
    ch.trigger('reset')
    ch.trigger('reset')
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('tells whether a request would be answered, until the reply is withdrawn', () => {
    const ch = createRadio().channel('textbox')
    expect(ch.replies('before:updateField')).toBe(false)
    ch.reply('before:updateField', () => 'x')
    expect(ch.replies('before:updateField')).toBe(true)
    expect(ch.replies('get:calcValue')).toBe(false)
    ch.stopReplying('before:updateField')
    expect(ch.replies('before:updateField')).toBe(false)
  })
})

describe('radio: heard', () => {
  it('tells whether any channel listens to an event, as listeners come and go', () => {
    const radio = createRadio()
    expect(radio.heard('change:modelValue')).toBe(false)
    const fn = () => undefined
    radio.channel('field-3').on('change:modelValue', fn)
    radio.channel('fields').once('change:modelValue', fn)
    expect(radio.heard('change:modelValue')).toBe(true)
    radio.channel('fields').trigger('change:modelValue')
    radio.channel('field-3').off('change:modelValue', fn)
    expect(radio.heard('change:modelValue')).toBe(false)
    radio.channel('x').on('all', fn)
    expect(radio.heard('change:modelValue')).toBe(true)
    radio.channel('x').off()
    expect(radio.heard('change:modelValue')).toBe(false)
    radio.channel('fields').on('change:modelValue keyup:field', fn)
    radio.reset()
    expect(radio.heard('keyup:field')).toBe(false)
  })
})

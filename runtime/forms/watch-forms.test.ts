import { afterEach, describe, expect, it } from 'vitest'
import { watchForms } from './watch-forms'

const host = window as unknown as Record<string, unknown>
const form = (id: string) => Object.assign([], { id, settings: {}, fields: [] })

afterEach(() => {
  delete host.nfForms
})

describe('watchForms', () => {
  it('delivers forms printed before the bundle, then forms pushed later', () => {
    const seen: unknown[] = []
    host.nfForms = [form('1')]
    const stop = watchForms(window, (f) => seen.push((f as { id: string }).id))
    ;(host.nfForms as unknown[]).push(form('2'))
    expect(seen).toEqual(['1', '2'])
    stop()
  })

  it('delivers forms whose inline script runs after the bundle (var nfForms=nfForms||[])', () => {
    const seen: string[] = []
    const stop = watchForms(window, (f) => seen.push((f as { id: string }).id))
    // What the inline per-form script does, in order.
    host.nfForms = (host.nfForms as unknown[] | undefined) || []
    ;(host.nfForms as unknown[]).push(form('3'))
    host.nfForms = (host.nfForms as unknown[] | undefined) || []
    ;(host.nfForms as unknown[]).push(form('3_1'))
    expect(seen).toEqual(['3', '3_1'])
    stop()
  })

  it('delivers each form once when nfForms is replaced by a list holding known forms', () => {
    const seen: string[] = []
    const a = form('1')
    host.nfForms = [a]
    const stop = watchForms(window, (f) => seen.push((f as { id: string }).id))
    host.nfForms = [a, form('5')]
    expect(seen).toEqual(['1', '5'])
    stop()
    expect(Array.isArray(host.nfForms)).toBe(true)
  })
})

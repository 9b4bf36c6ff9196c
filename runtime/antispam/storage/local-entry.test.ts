import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readLocal, writeLocal } from './local-entry'

beforeEach(() => localStorage.clear())
afterEach(() => vi.useRealTimers())

const put = (name: string, value: unknown, timestamp = Math.floor(Date.now() / 1000)) =>
  localStorage.setItem(name, JSON.stringify({ value, timestamp }))

describe('localStorage entries (contract d)', () => {
  it('writes the wire wrapper: value is JSON.stringify(v), timestamp in unix seconds', () => {
    vi.useFakeTimers({ now: 1719999999_000, toFake: ['Date'] })
    writeLocal(localStorage, 'a', 'abc')
    writeLocal(localStorage, 'b', 3)
    expect(localStorage.getItem('a')).toBe('{"value":"\\"abc\\"","timestamp":1719999999}')
    expect(localStorage.getItem('b')).toBe('{"value":"3","timestamp":1719999999}')
  })

  it('reads scalars parsed, objects as JSON text, unparseable values raw, missing as false', () => {
    put('s', '"abc"')
    put('n', '3')
    put('t', 'true')
    put('o', '{"a":1}')
    put('raw', 'not json')
    expect(readLocal(localStorage, 's')).toBe('abc')
    expect(readLocal(localStorage, 'n')).toBe(3)
    expect(readLocal(localStorage, 't')).toBe(true)
    expect(readLocal(localStorage, 'o')).toBe('{"a":1}')
    expect(readLocal(localStorage, 'raw')).toBe('not json')
    expect(readLocal(localStorage, 'missing')).toBe(false)
    localStorage.setItem('bare', 'no wrapper')
    expect(readLocal(localStorage, 'bare')).toBe(false)
  })

  it('an entry lives 86400 s by default; a shorter max age (the pixel: 10800 s) is honoured', () => {
    const now = Math.floor(Date.now() / 1000)
    put('fresh', '1', now - 86399)
    put('old', '1', now - 86400)
    put('pixel', '"https://x.test/p.gif"', now - 10800)
    expect(readLocal(localStorage, 'fresh')).toBe(1)
    expect(readLocal(localStorage, 'old')).toBe(false)
    expect(readLocal(localStorage, 'pixel', 10800)).toBe(false)
    expect(readLocal(localStorage, 'pixel')).toBe('https://x.test/p.gif')
  })
})

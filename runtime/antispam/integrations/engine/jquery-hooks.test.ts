import { describe, expect, it } from 'vitest'
import { fakeEnv } from './fake-env.test-helper'
import {
  matchSign,
  rewritePrefilterData,
  rewriteSetupData,
  type JqueryPrefilter,
  type JquerySign,
} from './jquery-hooks'

const SIGNS: readonly JquerySign[] = [
  { all: ['action=a'], key: 'W' },
  { all: ['action=a', 'extra=1'], key: 'U' },
  { all: ['action=b'], key: 'U', mode: 'none' },
  { all: ['route=c'], key: 'U', inUrl: true },
]

describe('jQuery ajaxSetup signs', () => {
  it('picks the last sign whose strings all occur, in its cookie mode, in the URL for inUrl', () => {
    expect(matchSign(SIGNS, 'action=a', '/', 'none')).toBe(SIGNS[0])
    expect(matchSign(SIGNS, 'action=a&extra=1', '/', 'none')).toBe(SIGNS[1])
    expect(matchSign(SIGNS, 'action=b', '/', 'native')).toBeUndefined()
    expect(matchSign(SIGNS, 'action=b', '/', 'none')).toBe(SIGNS[2])
    expect(matchSign(SIGNS, 'route=c', '/', 'none')).toBeUndefined()
    expect(matchSign(SIGNS, 'x=1', '/?route=c', 'none')).toBe(SIGNS[3])
  })

  it('leave data without a sign untouched', () => {
    for (const data of ['action=heartbeat', 'email=a%40b.c'])
      expect(rewriteSetupData(fakeEnv(), data, '/wp-admin/admin-ajax.php', SIGNS)).toBe(data)
  })
})

describe('jQuery ajaxPrefilter', () => {
  it('takes the data of the first prefilter that knows the request, else leaves it', () => {
    const seen: string[] = []
    const prefilter =
      (name: string, out: unknown): JqueryPrefilter =>
      () => {
        seen.push(name)
        return out
      }
    const prefilters = [prefilter('a', undefined), prefilter('b', 'B'), prefilter('c', 'C')]
    expect(rewritePrefilterData(fakeEnv(), 'x', prefilters)).toBe('B')
    expect(seen).toEqual(['a', 'b'])
    expect(rewritePrefilterData(fakeEnv(), 'x', [])).toBe('x')
  })
})

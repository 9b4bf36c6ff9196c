import { describe, expect, it } from 'vitest'
import { fakeEnv } from '../engine/fake-env.test-helper'
import { rewritePrefilterData } from '../engine/jquery-hooks'
import { noCookiePair } from '../engine/plugin-cases.test-helper'
import { bloom } from './bloom'

describe('Bloom: jQuery ajaxPrefilter (contract f)', () => {
  it('prepends the bare field to its subscribe data and leaves other data', () => {
    const prefilters = bloom.jqueryPrefilters!
    expect(rewritePrefilterData(fakeEnv(), 'action=bloom_subscribe&email=a', prefilters)).toBe(
      `${noCookiePair('U')}&action=bloom_subscribe&email=a`,
    )
    expect(rewritePrefilterData(fakeEnv(), 'action=other', prefilters)).toBe('action=other')
  })
})

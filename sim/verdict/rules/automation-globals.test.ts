import { describe, expect, it } from 'vitest'
import { extractSignals, type ObservedPage } from '../extract'
import { automationGlobals } from './automation-globals'

const page: ObservedPage = {
  webdriver: false,
  userAgent: 'Chrome',
  moves: [],
  keys: [],
  inputs: [],
  pastes: [],
  submits: [],
  touches: 0,
  fields: [],
}

describe('automation-globals', () => {
  it('flags a page holding a driver global, naming it', () => {
    const s = extractSignals({ ...page, automation: ['cdc_adoQpoasnfa76pfcZLmcfl_Array'] })
    expect(automationGlobals(s)).toEqual({
      score: 1,
      reason: 'automation driver globals in the page: cdc_adoQpoasnfa76pfcZLmcfl_Array',
    })
  })

  it('says nothing about a clean page, or a record from before globals were observed', () => {
    expect(automationGlobals(extractSignals({ ...page, automation: [] }))).toBeUndefined()
    expect(automationGlobals(extractSignals(page))).toBeUndefined()
  })
})

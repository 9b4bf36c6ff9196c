import { afterEach, describe, expect, it } from 'vitest'
import { fakeEnv } from '../engine/fake-env.test-helper'
import { findPreCheck } from '../engine/pre-check-run'
import { otter } from './otter'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the Otter pre-check (contract f)', () => {
  it('checks a site form whatever the settings say (as the original), with its marker only', () => {
    const url = 'https://site.example/wp-json/otter/v1/form/frontend'
    expect(findPreCheck(otter.preChecks!, url, fakeEnv())).toBeUndefined()
    document.body.innerHTML = '<div class="otter-form__container"></div>'
    expect(findPreCheck(otter.preChecks!, url, fakeEnv())?.action).toBe(
      'cleantalk_force_otterform_check',
    )
  })
})

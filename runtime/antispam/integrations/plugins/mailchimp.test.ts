import { afterEach, describe, expect, it } from 'vitest'
import { fakeEnv } from '../engine/fake-env.test-helper'
import { runPreCheck } from '../engine/pre-check-run'
import { mailchimp } from './mailchimp'

afterEach(() => {
  localStorage.clear()
})

describe('the Mailchimp pre-check (contract f)', () => {
  it('a block refuses the submission and clears the mcforms storage', async () => {
    localStorage.setItem('mcforms-123-state', '{}')
    localStorage.setItem('ct_ps_timestamp', '{}')
    const blocked = {
      ok: true as const,
      data: { apbct: { blocked: true, comment: 'No' } },
      status: 200,
    }
    expect(
      await runPreCheck(
        mailchimp.preChecks![0]!,
        '{"email":"x@y.z"}',
        fakeEnv({ callResult: blocked }),
      ),
    ).toBe(false)
    expect(localStorage.getItem('mcforms-123-state')).toBeNull()
    expect(localStorage.getItem('ct_ps_timestamp')).toBe('{}')
  })
})

import { describe, expect, it } from 'vitest'
import type { FieldDef } from '../../page-data'
import { confirmRule } from './confirm'
import {
  checkConsent,
  consentFromCookies,
  consentGiven,
  CONSENT_EVENT,
  type ConsentResult,
} from './consent'
import { blockingFormErrors, focusTarget } from './form-level'
import { honeypotError } from './honeypot'
import { applyInputLimit } from './input-limit'
import { createMessages } from './messages'
import { ruleInput } from './test-input'
import { clearsUniqueField } from './unique-field'

describe('confirm', () => {
  it('must equal the field named by confirm_field', () => {
    const input = (v: string) =>
      ruleInput({ type: 'confirm', confirm_field: 'email' }, v, { email: 'a@b.fr' })
    expect(confirmRule.check(input('a@b.fr'))).toBeUndefined()
    expect(confirmRule.check(input('a@b.f'))).toBe('These fields must match!')
  })
})

describe('honeypot and unique_field', () => {
  it('errs on any text and clears when emptied', () => {
    const m = createMessages({}, {})
    expect(honeypotError('x', m)).toBe('Honeypot Error')
    expect(honeypotError('', m)).toBeUndefined()
  })
  it('clears unique_field on change, keyup and blur only', () => {
    expect(['change', 'keyup', 'blur', 'submit'].map(clearsUniqueField)).toEqual([
      true,
      true,
      true,
      false,
    ])
  })
})

describe('consent', () => {
  it('is missing without a non-empty _grecaptcha cookie', () => {
    expect(consentFromCookies('a=1; _grecaptcha=')).toEqual({
      consent_state: [false],
      services: ['missing_cookie'],
    })
    expect(consentFromCookies('a=1')).toEqual({
      consent_state: [false],
      services: ['missing_cookie'],
    })
    expect(consentFromCookies('_grecaptcha=09ABC; b=2')).toEqual({
      consent_state: [true],
      services: [],
    })
  })

  it('lets nf_consent_status_check listeners amend the result', () => {
    const target = new EventTarget()
    target.addEventListener(CONSENT_EVENT, (e) => {
      const detail = (e as CustomEvent<ConsentResult>).detail
      detail.consent_state[0] = true
      detail.services.length = 0
    })
    const result = checkConsent(target, '')
    expect(consentGiven(result)).toBe(true)
  })

  it('publishes the result as nfFrontEnd.nf_consent_status_response, and reads back a replacement', () => {
    const frontEnd: Record<string, unknown> = { nf_consent_status_response: [] }
    const target = new EventTarget()
    let published: unknown
    target.addEventListener(CONSENT_EVENT, () => {
      published = frontEnd.nf_consent_status_response
      // A consent manager that answers by replacing the page-wide result.
      frontEnd.nf_consent_status_response = { consent_state: [true], services: [] }
    })
    const result = checkConsent(target, '', frontEnd)
    expect(published).toEqual({ consent_state: [false], services: ['missing_cookie'] })
    expect(consentGiven(result)).toBe(true)
    expect(frontEnd.nf_consent_status_response).toBe(result)
  })
})

describe('input limits', () => {
  const def = (type: string, limit: number) =>
    ({ input_limit: limit, input_limit_type: type }) as unknown as FieldDef
  it('characters: maxlength and the remaining count', () => {
    expect(applyInputLimit(def('characters', 5), 'abc')).toEqual({
      text: 'abc',
      maxLength: 5,
      remaining: 2,
      unit: 'characters',
    })
    expect(applyInputLimit(def('characters', 5), 'abcdefg')?.text).toBe('abcde')
  })
  it('words: truncates to the limit and counts what is left', () => {
    expect(applyInputLimit(def('words', 3), 'one  two')).toMatchObject({
      remaining: 1,
      text: 'one  two',
    })
    expect(applyInputLimit(def('words', 3), 'one two  three four five')).toMatchObject({
      text: 'one two  three',
      remaining: 0,
    })
    expect(applyInputLimit({} as FieldDef, 'x')).toBeUndefined()
  })
})

describe('form level', () => {
  it('ignores invalid_email and email_not_sent; focuses the lowest order', () => {
    expect(blockingFormErrors({ invalid_email: 'x', email_not_sent: 'y', honeyPot: 'z' })).toEqual([
      'honeyPot',
    ])
    expect(
      focusTarget([
        { id: '9', order: 3 },
        { id: '4', order: 1 },
        { id: '2', order: 2 },
      ]),
    ).toBe('4')
    expect(focusTarget([])).toBeUndefined()
  })
})

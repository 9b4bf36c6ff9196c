import { afterEach, describe, expect, it } from 'vitest'
import { TOKEN } from '../engine/fake-env.test-helper'
import { expectJquerySigns, noCookiePair, setupData } from '../engine/plugin-cases.test-helper'
import { userRegistration } from './user-registration'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('User Registration: jQuery (contract f)', () => {
  expectJquerySigns(userRegistration, [
    { data: 'action=user_registration&ur_frontend_form_nonce=9f&form_id=4', key: 'W' },
    { data: 'action=user_registration_user_form_submit&form_id=4', key: 'U' },
  ])

  it('lets the later sign override the key choice (user_registration → U)', () => {
    const data = 'action=user_registration_user_form_submit&ur_frontend_form_nonce=1'
    expect(setupData(userRegistration, data, { detectorOn: true }, '/')).toBe(
      `ct_bot_detector_event_token=${TOKEN}&${data}`,
    )
  })

  it('attaches the form’s visible fields to user_registration_user_form_submit', () => {
    document.body.innerHTML = `<div class="ur-frontend-form"><form><input id="apbct_visible_fields_1" value="eyIxIjp7fX0="></form></div>`
    const data = 'action=user_registration_user_form_submit&form_id=4'
    expect(setupData(userRegistration, data)).toBe(
      `${noCookiePair('U')}&apbct_visible_fields=eyIxIjp7fX0%3D&${data}`,
    )
  })

  it('leaves user_registration without its nonce untouched', () => {
    expect(setupData(userRegistration, 'action=user_registration&form_id=4')).toBe(
      'action=user_registration&form_id=4',
    )
  })
})

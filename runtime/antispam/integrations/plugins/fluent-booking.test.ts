import { afterEach, describe, expect, it } from 'vitest'
import { NO_COOKIE } from '../engine/fake-env.test-helper'
import { xhrPage } from '../engine/plugin-cases.test-helper'
import { restoreXhr } from '../engine/xhr-patch.test-helper'
import { fluentBooking } from './fluent-booking'

afterEach(() => {
  restoreXhr()
  document.body.innerHTML = ''
})

describe('Fluent Booking: XHR (contract f)', () => {
  it('appends the bare field to the meeting request’s FormData, and only with its marker', () => {
    const meeting = () => {
      const fd = new FormData()
      fd.append('action', 'fluent_cal_schedule_meeting')
      return fd
    }
    const post = xhrPage(fluentBooking, '<div class="fluent_booking_wrap"></div>')
    expect((post(meeting()) as FormData).get('ct_no_cookie_hidden_field')).toBe(NO_COOKIE)
    const other = new FormData()
    other.append('action', 'fluent_cal_get_slots')
    expect((post(other) as FormData).has('ct_no_cookie_hidden_field')).toBe(false)
    restoreXhr()
    const plain = xhrPage(fluentBooking, '<form></form>')
    expect((plain(meeting()) as FormData).has('ct_no_cookie_hidden_field')).toBe(false)
  })
})

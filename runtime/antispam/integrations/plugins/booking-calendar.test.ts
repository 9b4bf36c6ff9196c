import { describe } from 'vitest'
import { expectJquerySigns } from '../engine/plugin-cases.test-helper'
import { bookingCalendar } from './booking-calendar'

describe('WP Booking Calendar: jQuery (contract f)', () => {
  expectJquerySigns(bookingCalendar, [
    { data: 'action=WPBC_AJX_BOOKING__CREATE&calendar_request_params=x', key: 'U' },
  ])
})

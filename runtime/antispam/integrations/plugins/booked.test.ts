import { expectXhrRule } from '../engine/plugin-cases.test-helper'
import { booked } from './booked'

expectXhrRule(booked, {
  label: 'Booked (appointment form)',
  marker: '<form id="newAppointmentForm"></form>',
  body: 'action=booked_add_appt&date=2024-07-01&timeslot=0900-1000',
  other: 'action=booked_calendar_month',
  key: 'W',
})

expectXhrRule(booked, {
  label: 'QuickCal (calendar shortcode)',
  marker: '<div class="booked-calendar-shortcode-wrap"></div>',
  body: 'action=booked_add_appt&date=2024-07-01',
  other: 'action=booked_calendar_month',
  key: 'W',
})

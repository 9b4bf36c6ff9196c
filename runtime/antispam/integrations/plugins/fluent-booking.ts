import type { PluginIntegration } from '../engine/plugin'

/** Fluent Booking's calendar. */
export const FLUENT_BOOKING = 'div.fluent_booking_wrap, div.fcal_calendar_slot_wrap'

/** Fluent Booking (contract f): a meeting request's FormData over XHR gets the bare field. */
export const fluentBooking: PluginIntegration = {
  marker: FLUENT_BOOKING,
  xhrRules: [
    {
      matches: (_url, body) =>
        body instanceof FormData && body.get('action') === 'fluent_cal_schedule_meeting',
      key: 'U',
      edit: 'append',
    },
  ],
}

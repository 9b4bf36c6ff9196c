import type { PluginIntegration } from '../engine/plugin'

/** Booked's appointment form, or its calendar shortcode (QuickCal). */
export const BOOKED = '#newAppointmentForm, .booked-calendar-shortcode-wrap'

/** Booked and QuickCal (contract f): an appointment request over XHR gets the wrapped field. */
export const booked: PluginIntegration = {
  marker: BOOKED,
  xhrRules: [
    {
      matches: ['action=booked_add_appt'],
      key: 'W',
      edit: 'append',
    },
  ],
}

import type { PluginIntegration } from '../engine/plugin'

/** WP Booking Calendar (contract f): a booking sent through jQuery gets the bare field (the original flags it [vf] but reads no container). */
export const bookingCalendar: PluginIntegration = {
  jquerySigns: [{ all: ['action=WPBC_AJX_BOOKING__CREATE'], key: 'U' }],
}

import type { PluginIntegration } from '../engine/plugin'

/** Amelia's booking app. */
export const AMELIA = '[id^="amelia-app-booking"], .amelia-frontend, .amelia-v2-booking'

/** Amelia (contract f): its API calls over XHR get the bare field as a JSON property. */
export const amelia: PluginIntegration = {
  marker: AMELIA,
  xhrRules: [
    {
      matches: (url) => url.includes('action=wpamelia_api'),
      key: 'U',
      edit: 'json',
    },
  ],
}

import type { CookieMode } from '../config/config'
import type { SignalFactory } from './types'
import { valueSignal } from './value-signal'

/** `ct_cookies_type`: the page's cookie mode (none / native / alternative), in localStorage. */
export const cookiesType: SignalFactory<CookieMode> = ({ store, config }) =>
  valueSignal(() => {
    store.set({ ct_cookies_type: config.cookieMode }, { where: 'local' })
    return config.cookieMode
  })

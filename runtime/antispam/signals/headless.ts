import type { SignalFactory } from './types'
import { valueSignal } from './value-signal'

/** `apbct_headless`: `navigator.webdriver` (true under automation). */
export const headless: SignalFactory<boolean> = ({ store, win }) =>
  valueSignal(() => {
    const value = win.navigator.webdriver === true
    store.set({ apbct_headless: value })
    return value
  })

import { whenLoaded } from '../events/lifecycle'
import { failed, ok, type SignalFactory, type SignalRead } from './types'

/** The screen record of `ct_screen_info`. */
export interface ScreenInfo {
  fullWidth: number
  fullHeight: number
  visibleWidth: number
  visibleHeight: number
}

/**
 * `ct_screen_info`: `{fullWidth, fullHeight, visibleWidth, visibleHeight}` as JSON. Read
 * once after the page has loaded, in the first ResizeObserver callback on the root element:
 * the browser delivers it right after a layout, so the reads find layout clean and never
 * force one, and no frame or timer callback of our own is needed.
 */
export const screenInfo: SignalFactory<ScreenInfo> = ({ store, win }) => {
  let result: SignalRead<ScreenInfo> = failed('not measured yet')
  let observer: ResizeObserver | undefined
  const measure = () => {
    observer?.disconnect()
    try {
      const doc = win.document.documentElement
      const body = win.document.body
      const value: ScreenInfo = {
        fullWidth: doc.scrollWidth,
        fullHeight: Math.max(body?.scrollHeight ?? 0, doc.scrollHeight, doc.clientHeight),
        visibleWidth: doc.clientWidth,
        visibleHeight: doc.clientHeight,
      }
      result = ok(value)
      store.set({ ct_screen_info: JSON.stringify(value) })
    } catch (error) {
      result = failed(error)
    }
  }
  let cancel: (() => void) | undefined
  return {
    start() {
      cancel = whenLoaded(win, () => {
        const Observer = (win as unknown as { ResizeObserver: typeof ResizeObserver })
          .ResizeObserver
        observer = new Observer(measure)
        observer.observe(win.document.documentElement)
      })
    },
    stop() {
      cancel?.()
      observer?.disconnect()
    },
    read: () => result,
  }
}

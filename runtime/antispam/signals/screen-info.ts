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
 * once after the page has loaded and painted (a timeout queued from an animation frame),
 * when layout is clean, so the reads never force a synchronous layout.
 */
export const screenInfo: SignalFactory<ScreenInfo> = ({ store, win }) => {
  let result: SignalRead<ScreenInfo> = failed('not measured yet')
  let frame: number | undefined
  let timer: number | undefined
  const measure = () => {
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
  const schedule = () => {
    frame = win.requestAnimationFrame(() => {
      timer = win.setTimeout(measure, 0)
    })
  }
  return {
    start() {
      if (win.document.readyState === 'complete') schedule()
      else win.addEventListener('load', schedule, { once: true })
    },
    stop() {
      win.removeEventListener('load', schedule)
      if (frame !== undefined) win.cancelAnimationFrame(frame)
      win.clearTimeout(timer)
    },
    read: () => result,
  }
}

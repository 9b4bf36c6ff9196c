import { loadAntispamUi } from '../ui/load-ui'
import type { AntispamUi, IndicatorState } from '../ui/types'

/** The one email-exists indicator of the page, beside the input it describes. */
export interface Indicator {
  show(input: HTMLInputElement, state: IndicatorState, text: string): void
  remove(): void
}

/**
 * Creates the page's indicator controller. The host element goes after the input's parent;
 * the indicator itself is drawn by the UI chunk at the input's right edge and follows it on
 * scroll and resize (one layout read per animation frame).
 */
export function createIndicator(win: Window): Indicator {
  let host: HTMLElement | undefined
  let current: { input: HTMLInputElement; state: IndicatorState; text: string } | undefined
  let ui: AntispamUi | undefined
  let frame = 0
  let token = 0

  const draw = () => {
    frame = 0
    if (!ui || !host || !current) return
    const rect = current.input.getBoundingClientRect()
    ui.renderIndicator(host, {
      state: current.state,
      text: current.text,
      top: rect.top + (rect.height - 20) / 2,
      left: rect.right - 26,
    })
  }
  const schedule = () => {
    if (!frame) frame = win.requestAnimationFrame(draw)
  }
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener'
    win[method]('scroll', schedule, { capture: true, passive: true } as AddEventListenerOptions)
    win[method]('resize', schedule, { passive: true } as AddEventListenerOptions)
  }

  return {
    show(input, state, text) {
      const first = !current
      current = { input, state, text }
      const anchor = input.parentElement ?? input
      if (!host) {
        host = win.document.createElement('div')
        host.className = 'bramble-email-indicator-host'
      }
      if (host.previousElementSibling !== anchor) anchor.after(host)
      if (first) listen(true)
      const mine = ++token
      loadAntispamUi()
        .then((loaded) => {
          ui = loaded
          if (mine === token) draw()
        })
        .catch((error: unknown) =>
          console.error('[bramble] Failed to show the email check:', error),
        )
    },
    remove() {
      token++
      if (!current) return
      current = undefined
      listen(false)
      if (frame) win.cancelAnimationFrame(frame)
      frame = 0
      if (host) {
        ui?.removeIndicator(host)
        host.remove()
        host = undefined
      }
    },
  }
}

import { listen, ok, type SignalFactory } from './types'

/** Sampling period, point limit and write period of the pointer trail (spec §9). */
export const POINTER = { sampleMs: 150, maxPoints: 50, writeMs: 1200 } as const

/** One point: `[clientY, clientX, ms since the runtime started]`. */
export type PointerPoint = [number, number, number]

/**
 * `ct_pointer_data`: "0" at start, then the JSON trail `[[clientY, clientX, ms], …]`.
 * A point is taken from the first move after each 150 ms period: the listener detaches
 * after a sample and re-attaches 150 ms later, so a moving pointer costs at most one call
 * per period and a resting one none. At most 50 points; the trail is written at most every
 * 1200 ms while it grows, and sampling stops at 50 (the last write follows).
 */
export const pointerTrail: SignalFactory<PointerPoint[]> = ({ store, win }) => {
  const points: PointerPoint[] = []
  const t0 = win.performance.now()
  let writeTimer: number | undefined
  let rearmTimer: number | undefined
  let remove: (() => void) | undefined
  const write = () => {
    writeTimer = undefined
    store.set({ ct_pointer_data: JSON.stringify(points) })
  }
  const arm = () => {
    rearmTimer = undefined
    remove = listen(win.document, 'mousemove', onMove)
  }
  function onMove(event: Event) {
    remove?.()
    remove = undefined
    const { clientY, clientX } = event as MouseEvent
    const ms = Math.round(win.performance.now() - t0)
    points.push([Math.round(clientY), Math.round(clientX), ms])
    if (points.length < POINTER.maxPoints) rearmTimer = win.setTimeout(arm, POINTER.sampleMs)
    writeTimer ??= win.setTimeout(write, POINTER.writeMs)
  }
  return {
    start() {
      store.set({ ct_pointer_data: '0' })
      arm()
    },
    stop() {
      remove?.()
      remove = undefined
      win.clearTimeout(rearmTimer)
      win.clearTimeout(writeTimer)
      writeTimer = undefined
    },
    read: () => ok(points.slice()),
  }
}

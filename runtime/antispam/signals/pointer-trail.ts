import { listen, ok, type SignalFactory } from './types'

/** Sampling period, point limit and write period of the pointer trail (spec §9). */
export const POINTER = { sampleMs: 150, maxPoints: 50, writeMs: 1200 } as const

/** One point: `[clientY, clientX, ms since the runtime started]`. */
export type PointerPoint = [number, number, number]

/**
 * `ct_pointer_data`: "0" at start, then the JSON trail `[[clientY, clientX, ms], …]`.
 * A point is taken from the first move after each 150 ms period (no timer while the
 * pointer rests), at most 50; the trail is written at most every 1200 ms while it grows.
 * Sampling stops at 50 points; the last write follows.
 */
export const pointerTrail: SignalFactory<PointerPoint[]> = ({ store, win }) => {
  const points: PointerPoint[] = []
  const t0 = win.performance.now()
  let nextSample = 0
  let writeTimer: number | undefined
  let remove: (() => void) | undefined
  const write = () => {
    writeTimer = undefined
    store.set({ ct_pointer_data: JSON.stringify(points) })
  }
  const onMove = (event: Event) => {
    const now = win.performance.now() - t0
    if (now < nextSample) return
    nextSample = now + POINTER.sampleMs
    const { clientY, clientX } = event as MouseEvent
    points.push([Math.round(clientY), Math.round(clientX), Math.round(now)])
    if (points.length >= POINTER.maxPoints) {
      remove?.()
      remove = undefined
    }
    writeTimer ??= win.setTimeout(write, POINTER.writeMs)
  }
  return {
    start() {
      store.set({ ct_pointer_data: '0' })
      remove = listen(win.document, 'mousemove', onMove)
    },
    stop() {
      remove?.()
      remove = undefined
      win.clearTimeout(writeTimer)
      writeTimer = undefined
    },
    read: () => ok(points.slice()),
  }
}

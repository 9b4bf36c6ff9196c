import { emitSample } from './pointer-samples'
import { ok, type SignalFactory } from './types'

/** Sampling period, point limit and write period of the pointer trail (spec §9). */
export const POINTER = { sampleMs: 150, maxPoints: 50, writeMs: 1200 } as const

/** One point: `[clientY, clientX, ms since the runtime started]`. */
export type PointerPoint = [number, number, number]

const WRITE_TICKS = POINTER.writeMs / POINTER.sampleMs

/**
 * `ct_pointer_data`: "0" at start, the trail so far (`[]` without a move) once 1200 ms have
 * passed, as the original's write interval leaves it for a visitor who never moves the
 * pointer (the server reports `[]`, not `"0"`), then the JSON trail `[[clientY, clientX, ms], …]`.
 * As in the original, a point is the first move after each 150 ms tick — but the move
 * listener is one-shot, re-armed by the tick, so a moving pointer costs one call per
 * period (not one per move). The tick runs only while the pointer moves: a tick that
 * finds no move since the last one stops, and the next move restarts it. The trail is
 * written on a tick at most every 1200 ms while it grows, when the pointer rests, and when
 * sampling stops at 50 points.
 */
export const pointerTrail: SignalFactory<PointerPoint[]> = ({ store, win }) => {
  const points: PointerPoint[] = []
  const t0 = win.performance.now()
  let tick: number | undefined
  let pendingWrite: number | undefined
  let firstWrite: number | undefined
  let armed = false
  let written = 0
  let writeDue = 0
  const write = () => {
    win.clearTimeout(pendingWrite)
    pendingWrite = undefined
    written = points.length
    store.set({ ct_pointer_data: JSON.stringify(points) })
  }
  const pause = () => {
    win.clearInterval(tick)
    tick = undefined
  }
  const doc = win.document
  // One-shot: the browser drops the listener after the move (no removal call per sample).
  // Its own listener, not the shared one of the event hub, which would have to be
  // unsubscribed by a call per sample.
  const options = { passive: true, capture: true, once: true } as const
  const guarded = (event: Event) => {
    armed = false
    try {
      onMove(event as MouseEvent)
    } catch {
      // A signal's bug must never break the page's own handlers.
    }
  }
  const arm = () => {
    armed = true
    doc.addEventListener('mousemove', guarded, options)
  }
  const disarm = () => {
    armed = false
    doc.removeEventListener('mousemove', guarded, options)
  }
  // Time is counted in ticks (no clock read per tick): a write is due WRITE_TICKS after
  // the first point it carries.
  let ticks = 0
  const onTick = () => {
    ticks++
    if (points.length > written && ticks >= writeDue) write()
    if (armed) {
      // No move for a whole period: rest until the next move, and write what is pending
      // when it is due.
      pause()
      if (points.length > written)
        pendingWrite ??= win.setTimeout(write, (writeDue - ticks) * POINTER.sampleMs)
    } else arm()
  }
  function onMove(event: MouseEvent) {
    const { clientY, clientX, timeStamp } = event
    // The event's own time, on the clock of performance.now(): no clock read per sample.
    const ms = Math.max(0, Math.round(timeStamp - t0))
    if (tick === undefined) {
      ticks = 0
      // A write left pending by the rest is its own timer's to make.
      if (pendingWrite !== undefined) writeDue = Infinity
    }
    if (points.length === written) writeDue = ticks + WRITE_TICKS
    points.push([Math.round(clientY), Math.round(clientX), ms])
    emitSample(win, event)
    if (points.length >= POINTER.maxPoints) {
      pause()
      write()
    } else tick ??= win.setInterval(onTick, POINTER.sampleMs)
  }
  return {
    start() {
      store.set({ ct_pointer_data: '0' })
      arm()
      // One timer, not the original's interval: later writes follow the moves.
      firstWrite = win.setTimeout(() => {
        if (written === 0 && points.length === 0) write()
      }, POINTER.writeMs)
    },
    stop() {
      disarm()
      pause()
      win.clearTimeout(firstWrite)
      win.clearTimeout(pendingWrite)
      pendingWrite = undefined
    },
    read: () => ok(points.slice()),
  }
}

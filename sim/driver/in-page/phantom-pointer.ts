/**
 * Runs in the page before any other script: drops the pointer events a browser makes up
 * before the visitor's first pointer input. Chromium's headless shell places its mouse at
 * (0, 0) and reports a move there (with the boundary events) when a document first lays
 * out; whether and when a browser sends such events while a page loads is left undefined,
 * and the full headless mode sends none. No actor put a pointer there, so they are not part
 * of the visit: without this a runtime would record a sample that is in no ground truth,
 * in some runs and not others.
 *
 * Dropped: trusted mouse and pointer move/boundary events at client (0, 0) with no button
 * held, until this document has seen any other trusted pointer event (an actor's path
 * starts away from the corner and ends inside elements, so its events are never dropped).
 */
export function dropPhantomPointer(): void {
  const types = [
    'mousemove',
    'mouseover',
    'mouseout',
    'mouseenter',
    'mouseleave',
    'pointermove',
    'pointerover',
    'pointerout',
    'pointerenter',
    'pointerleave',
    'pointerrawupdate',
  ]
  const drop = (e: Event) => {
    const m = e as MouseEvent
    if (!m.isTrusted) return
    if (m.clientX === 0 && m.clientY === 0 && m.buttons === 0) {
      m.stopImmediatePropagation()
      return
    }
    for (const type of types) removeEventListener(type, drop, { capture: true })
  }
  for (const type of types) addEventListener(type, drop, { capture: true })
}

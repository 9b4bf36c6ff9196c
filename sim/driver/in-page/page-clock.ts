/**
 * Runs in the page before any of its scripts (evaluateOnNewDocument): replaces the page's
 * clocks with one the driver advances. `setTimeout`, `setInterval`, `requestAnimationFrame`,
 * `Date`, `performance.now` and `Event.prototype.timeStamp` all read virtual time, which
 * stands still until the driver calls `advanceTo`. Timers that are already due run on a real
 * macrotask, as they would in a browser, without moving time.
 */
import { bramble } from '../../message'

interface Timer {
  readonly id: number
  due: number
  readonly seq: number
  readonly run: () => void
  readonly every?: number
}

/** What the driver reads between steps. */
export interface ClockState {
  readonly now: number
  readonly nextDue: number | null
  /**
   * fetch and XHR requests the page started that have not settled, and scripts its code
   * inserted that have not run yet (+1 while it leaves).
   */
  readonly inflight: number
  /** This document's clock (a new document has a new one, whose time starts at 0). */
  readonly doc: string
}

/** The clock's control surface, kept on `window.__brambleClock`. */
export interface ClockControl {
  state(): ClockState
  /**
   * Advances this document's clock, if `doc` names it (else only reads it), and only while at
   * most `held` of its requests are in flight: those the site holds on its clock.
   */
  advanceTo(t: number, doc: string, held?: number): Promise<ClockState>
}

const FRAME_MS = 1000 / 60
/** Wall time after which a document that began to leave but is still here runs again. */
const LEAVE_GIVE_UP_MS = 5000

/**
 * Installs the virtual clock; `epochMs` is what `Date.now()` returns at virtual time 0.
 * `seed` also seeds `Math.random`, so ids the page draws (session ids, no_cache) repeat too.
 */
export function installVirtualClock(epochMs: number, seed = 1): void {
  const w = window as unknown as Record<string, unknown> & Window
  if (w.__brambleClock) return
  let randomState = seed >>> 0 || 1
  Math.random = () => {
    // mulberry32
    randomState = (randomState + 0x6d2b79f5) >>> 0
    let t = randomState
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const RealDate = Date
  const realSetTimeout = setTimeout.bind(window)
  const realClearTimeout = clearTimeout.bind(window)
  const channel = new MessageChannel()
  const waiting: (() => void)[] = []
  channel.port1.onmessage = () => waiting.shift()?.()
  // A real macrotask boundary: every microtask queued by a timer runs before the next timer.
  const yieldTask = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve)
      channel.port2.postMessage(0)
    })

  let now = 0
  // Unique per document (not from the seeded Math.random, which the page shares).
  const doc = `${performance.timeOrigin}-${crypto.getRandomValues(new Uint32Array(1))[0]}`
  let seq = 0
  let nextId = 1
  let inflight = 0
  let flushScheduled = false
  const timers = new Map<number, Timer>()
  // Once the document starts to leave (a form submission, a link, a reload), its timers stop:
  // how long a browser keeps running them before the next document commits is wall time,
  // which would make a page's last writes differ between runs of one seed. The document
  // counts as a request in flight, so the driver waits for the next one. A navigation that
  // does not happen after all (a 204 reply) frees it again after a few seconds of wall time.
  let leaving = false
  let stayed: ReturnType<typeof setTimeout> | undefined
  w.addEventListener('beforeunload', () => {
    leaving = true
    realClearTimeout(stayed)
    stayed = realSetTimeout(() => {
      leaving = false
      scheduleFlush()
    }, LEAVE_GIVE_UP_MS)
  })

  const report = (error: unknown) => {
    if (typeof w.reportError === 'function') w.reportError(error)
  }
  const earliest = (limit: number): Timer | undefined => {
    let best: Timer | undefined
    for (const t of timers.values()) {
      if (t.due > limit) continue
      if (!best || t.due < best.due || (t.due === best.due && t.seq < best.seq)) best = t
    }
    return best
  }
  const fire = (t: Timer) => {
    if (t.every !== undefined) {
      t.due += t.every
      timers.delete(t.id)
      timers.set(t.id, { ...t, seq: seq++ })
    } else timers.delete(t.id)
    try {
      t.run()
    } catch (error) {
      report(error)
    }
  }
  // Timers due at the current instant run soon on their own, like setTimeout(fn, 0).
  const scheduleFlush = () => {
    if (flushScheduled) return
    flushScheduled = true
    realSetTimeout(() => {
      flushScheduled = false
      void (async () => {
        for (let t = earliest(now); t && !leaving; t = earliest(now)) {
          fire(t)
          await yieldTask()
        }
      })()
    }, 0)
  }
  const add = (run: () => void, delay: number, every?: number): number => {
    const id = nextId++
    const ms = Math.max(0, Number(delay) || 0)
    timers.set(id, { id, due: now + ms, seq: seq++, run, every })
    if (ms === 0) scheduleFlush()
    return id
  }
  const callback = (handler: TimerHandler, args: unknown[]) =>
    typeof handler === 'function'
      ? () => (handler as (...a: unknown[]) => void)(...args)
      : () => report(new Error(bramble('string timer handlers are not supported')))

  w.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    add(callback(handler, args), delay ?? 0)) as typeof setTimeout
  w.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const every = Math.max(1, Number(delay) || 0)
    return add(callback(handler, args), every, every)
  }) as typeof setInterval
  w.clearTimeout = ((id?: number) => void timers.delete(Number(id))) as typeof clearTimeout
  w.clearInterval = w.clearTimeout as typeof clearInterval
  w.requestAnimationFrame = (cb: FrameRequestCallback) => {
    const frame = (Math.floor(now / FRAME_MS) + 1) * FRAME_MS
    const id = add(() => cb(frame), frame - now)
    return id
  }
  w.cancelAnimationFrame = (id: number) => void timers.delete(id)

  function VirtualDate(this: unknown, ...args: unknown[]): unknown {
    if (!new.target) return new RealDate(epochMs + now).toString()
    const made = args.length === 0 ? [epochMs + now] : args
    return Reflect.construct(RealDate, made, new.target) as Date
  }
  VirtualDate.prototype = RealDate.prototype
  VirtualDate.now = () => epochMs + now
  VirtualDate.parse = RealDate.parse
  VirtualDate.UTC = RealDate.UTC
  w.Date = VirtualDate as unknown as DateConstructor
  Performance.prototype.now = function now_() {
    return now
  }

  // An event's timestamp is the virtual time it was dispatched at: stamped by capturing
  // listeners that run before any page listener, read back by the patched getter.
  const stamps = new WeakMap<Event, number>()
  Object.defineProperty(Event.prototype, 'timeStamp', {
    configurable: true,
    get(this: Event) {
      let t = stamps.get(this)
      if (t === undefined) stamps.set(this, (t = now))
      return t
    },
  })
  const stamp = (e: Event) => void e.timeStamp
  for (const type of [
    'mousemove',
    'mousedown',
    'mouseup',
    'click',
    'pointermove',
    'pointerdown',
    'pointerup',
    'keydown',
    'keyup',
    'keypress',
    'beforeinput',
    'input',
    'change',
    'paste',
    'focus',
    'blur',
    'focusin',
    'focusout',
    'scroll',
    'wheel',
    'touchstart',
    'touchend',
    'submit',
  ])
    w.addEventListener(type, stamp, { capture: true, passive: true })

  const realFetch = w.fetch.bind(w)
  w.fetch = ((...args: Parameters<typeof fetch>) => {
    inflight++
    return realFetch(...args).finally(() => inflight--)
  }) as typeof fetch
  // Reading a body is part of the request: a reply counts until its body has been read, so
  // time does not move between the headers and the code that handles the body.
  for (const method of ['json', 'text', 'arrayBuffer', 'blob', 'formData'] as const) {
    const read = Response.prototype[method] as (this: Response) => Promise<unknown>
    Object.defineProperty(Response.prototype, method, {
      configurable: true,
      writable: true,
      value: function (this: Response) {
        inflight++
        return read.call(this).finally(() => inflight--)
      },
    })
  }
  const send = XMLHttpRequest.prototype.send
  XMLHttpRequest.prototype.send = function send_(this: XMLHttpRequest, body) {
    inflight++
    this.addEventListener('loadend', () => inflight--, { once: true })
    return send.call(this, body)
  }

  // Scripts the page's code creates (chunks, widgets) count from when they are in the document
  // until they have run: their `load` (or `error`) event comes after their code ran. The
  // driver's own view of the network cannot stand in for this: under request interception a
  // request reaches it only once the browser has paused it, which can be after the page's
  // state was read, so time could jump between the insertion and the script's run.
  const scripts = new Set<HTMLScriptElement>()
  const createElement = Document.prototype.createElement
  Document.prototype.createElement = function createElement_(
    this: Document,
    ...args: Parameters<Document['createElement']>
  ) {
    const el = createElement.apply(this, args) as HTMLElement
    if (el instanceof HTMLScriptElement) {
      scripts.add(el)
      const ran = () => void scripts.delete(el)
      el.addEventListener('load', ran, { once: true })
      el.addEventListener('error', ran, { once: true })
    }
    return el
  } as typeof createElement
  const JS_TYPE = /^((text|application)\/(x-)?(java|ecma)script|module)$/i
  const loading = (s: HTMLScriptElement) =>
    s.isConnected &&
    s.hasAttribute('src') &&
    (s.type.trim() === '' || JS_TYPE.test(s.type.trim())) &&
    !(s.noModule && s.type.trim().toLowerCase() !== 'module')
  const busy = () => {
    let n = inflight
    for (const s of scripts) if (loading(s)) n++
    return n
  }

  const state = (): ClockState => {
    if (leaving) return { now, nextDue: null, inflight: busy() + 1, doc }
    let next: number | null = null
    for (const t of timers.values()) if (next === null || t.due < next) next = t.due
    return { now, nextDue: next, inflight: busy(), doc }
  }
  const control: ClockControl = {
    state,
    // Runs timers in due order up to `target`, yielding a macrotask after each; stops early
    // when a timer started a request, so the driver can let the reply land first. Time does
    // not move at all while more requests are in flight than the site holds: the driver's
    // count of them can lag behind the page's (see `scripts`), this one cannot.
    async advanceTo(target, expected, held = 0) {
      if (leaving || expected !== doc || busy() > held) return state()
      for (let t = earliest(target); t && !leaving; t = earliest(target)) {
        now = Math.max(now, t.due)
        fire(t)
        await yieldTask()
        if (busy() > 0) return state()
      }
      if (!leaving) now = Math.max(now, target)
      return state()
    },
  }
  Object.defineProperty(w, '__brambleClock', { value: control, enumerable: false })
}

import type { AntispamConfig } from '../config/config'
import type { Transport } from '../transport/types'
import { sendAltSessions } from './alt-sessions'
import {
  dropStaleVisibleFieldsCookies,
  readCookies,
  writeCookie,
  type SignalValue,
} from './cookies'
import { readLocal, writeLocal } from './local-entry'
import { readSession, writeSession } from './session'

export type { SignalValue } from './cookies'

/** Where a write goes. */
export type StoreTarget =
  /** The page's cookie mode (contract d): native cookie, alt-sessions or localStorage. */
  | 'mode'
  /** Always localStorage (`apbct_page_hits`, `ct_cookies_type`, `ct_js_errors`, flags…). */
  | 'local'
  /** sessionStorage raw strings (`apbct_session_id`, referrers, current page). */
  | 'session'
  /** This page only (typing data, click activity): read by the no-cookie field. */
  | 'memory'

/** Options of one write. */
export interface SetOptions {
  readonly where?: StoreTarget
  /** Native cookie lifetime in seconds (`max-age`); session cookie when absent. */
  readonly maxAge?: number
}

/** Writes and reads signals in the configured cookie mode (contract section d). */
export interface SignalStore {
  set(values: Readonly<Record<string, SignalValue>>, options?: SetOptions): void
  /** The value last written this page, else what the browser still holds. */
  get(name: string): SignalValue | undefined
  /**
   * Calls `listener` with the names whose value changed, after each write that changed
   * something (the no-cookie field is rebuilt only then). Returns the unsubscribe.
   */
  onChange(listener: (names: readonly string[]) => void): () => void
  /** `force_alt_cookies`: from now on native writes also go to alt-sessions, forced. */
  forceAltCookies(): void
  readonly forcingAlt: boolean
}

/** In mode none these still go to alt-sessions (contract d, "consent cookie list"). */
export const FORCED_ALT_NAMES: ReadonlySet<string> = new Set([
  'ct_sfw_pass_key',
  'ct_sfw_passed',
  'wordpress_apbct_antibot',
  'apbct_anticrawler_passed',
  'apbct_bot_detector_exist',
  'apbct_antiflood_passed',
  'apbct_email_encoder_passed',
])

/**
 * Alt-sessions writes are sent together this long after the first of them: the start-up
 * values (`ct_checkjs`, the headless flag, the timestamps, written at ready as the original
 * writes them) and the screen record measured at load cost one request, sent whether or not
 * the visitor touches the page; the first-event flags of a visit likewise. A submit in the
 * meantime sends the pending save at once and waits for its answer (holdSubmits).
 */
export const ALT_BATCH_MS = 300

/** Never sent to alt-sessions: too large and not in the server's allow-list. */
const NEVER_ALT = 'ct_pointer_data'
const PIXEL = 'apbct_pixel_url'
/** The flags the original's gathering reads from localStorage into every alt batch. */
const GATHERED_FLAGS = ['ct_mouse_moved', 'ct_has_scrolled']

/** The store for the page's cookie mode. Native start-up deletes stale visible-fields cookies. */
export function createSignalStore(
  config: AntispamConfig,
  transport: Transport,
  win: Window = window,
): SignalStore {
  const doc = win.document
  const memory = new Map<string, SignalValue>()
  const modeNames = new Set<string>()
  const listeners = new Set<(names: readonly string[]) => void>()
  let forcing = false
  // Alt-sessions writes within ALT_BATCH_MS are coalesced into one request per force flag.
  const pending = { plain: new Map<string, SignalValue>(), forced: new Map<string, SignalValue>() }
  let timer: number | undefined
  // The first save, once sent: a submit before it is answered waits for it (holdSubmits).
  let first: Promise<unknown> | undefined
  const flush = () => {
    win.clearTimeout(timer)
    timer = undefined
    let sent: Promise<unknown> | undefined
    for (const [map, force] of [
      [pending.plain, false],
      [pending.forced, true],
    ] as const) {
      // The original's gathering (detector off) sends its client data with each batch, and
      // of it the server keeps the pixel URL (the printed one when the page fetched none)
      // and the pointer and scroll flags (false while unset): without them the server's
      // request has no pixel_url, mouse_moved or has_scrolled.
      if (map.size && !config.botDetectorEnabled) {
        if (config.pixelUrl && !map.has(PIXEL)) map.set(PIXEL, memory.get(PIXEL) ?? config.pixelUrl)
        for (const flag of GATHERED_FLAGS)
          if (!map.has(flag)) map.set(flag, readLocal(win.localStorage, flag) || false)
      }
      if (map.size) sent = sendAltSessions(transport, Object.fromEntries(map), force)
      map.clear()
    }
    if (!first && sent) answered?.(sent)
    return (first ??= sent)
  }
  const queueAlt = (name: string, value: SignalValue, forced: boolean) => {
    if (name === NEVER_ALT) return
    ;(forced ? pending.forced : pending.plain).set(name, value)
    timer ??= win.setTimeout(flush, ALT_BATCH_MS)
  }
  const answered =
    config.cookieMode === 'alternative'
      ? holdSubmits(win, () => (timer !== undefined ? flush() : first))
      : undefined

  if (config.cookieMode === 'native') dropStaleVisibleFieldsCookies(doc)

  const writeMode = (name: string, value: SignalValue, maxAge?: number) => {
    modeNames.add(name)
    if (config.cookieMode === 'native') {
      writeCookie(doc, config.cookiePrefix + name, value, maxAge)
      if (forcing) queueAlt(name, value, true)
    } else if (config.cookieMode === 'alternative') queueAlt(name, value, false)
    else if (FORCED_ALT_NAMES.has(name)) queueAlt(name, value, false)
    else writeLocal(win.localStorage, name, value)
  }

  return {
    set(values, options = {}) {
      const where = options.where ?? 'mode'
      const changed: string[] = []
      for (const [name, value] of Object.entries(values)) {
        if (memory.get(name) !== value) changed.push(name)
        memory.set(name, value)
        if (where === 'mode') writeMode(name, value, options.maxAge)
        else if (where === 'local') writeLocal(win.localStorage, name, value)
        else if (where === 'session') writeSession(win.sessionStorage, name, String(value))
      }
      if (!changed.length) return
      for (const l of listeners) {
        try {
          l(changed)
        } catch {
          // One listener's failure must not stop the others or the write.
        }
      }
    },
    get(name) {
      if (memory.has(name)) return memory.get(name)
      if (config.cookieMode === 'native') {
        const cookie = readCookies(doc).get(config.cookiePrefix + name)
        if (cookie !== undefined) return cookie
      }
      const local = readLocal(win.localStorage, name)
      if (local !== false && local !== null) return local
      return readSession(win.sessionStorage, name)
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    forceAltCookies() {
      if (forcing || config.cookieMode !== 'native') return
      forcing = true
      // What was written before the embed appeared reaches the server too.
      for (const name of modeNames) queueAlt(name, memory.get(name)!, true)
    },
    get forcingAlt() {
      return forcing
    },
  }
}

/** How long a held submit waits for the first alt-sessions save before it goes anyway. */
export const FIRST_SAVE_WAIT_MS = 5000

/**
 * Alternative mode: a form submitted before the first alt-sessions save has been answered
 * (a script's instant submit) is held until it is (at most FIRST_SAVE_WAIT_MS) and then sent
 * as the visitor sent it, so the server has the start-up values (`ct_checkjs` above all:
 * without it a submission is refused) when the form reaches it. `save()` sends the pending
 * first save at once and returns it (undefined while nothing has been written). Returns what
 * the store calls with the first save when it sends it.
 */
function holdSubmits(
  win: Window,
  save: () => Promise<unknown> | undefined,
): (first: Promise<unknown>) => void {
  let saving: Promise<unknown> | undefined
  const wait = (p: Promise<unknown>) =>
    (saving ??= Promise.race([p, new Promise((r) => win.setTimeout(r, FIRST_SAVE_WAIT_MS))]).then(
      () => win.removeEventListener('submit', on, true),
    ))
  const on = (e: Event) => {
    const sent = save()
    if (!sent || e.defaultPrevented) return
    e.preventDefault()
    e.stopImmediatePropagation()
    const form = e.target as HTMLFormElement
    const by = (e as SubmitEvent).submitter as HTMLButtonElement | null
    // Sent as the visitor sent it: the same submitter while it is still the form's (its
    // name/value and formaction). The prototype's method: a field named "requestSubmit"
    // would shadow the form's own.
    void wait(sent).then(() =>
      HTMLFormElement.prototype.requestSubmit.call(form, by?.form === form ? by : null),
    )
  }
  win.addEventListener('submit', on, true)
  return (first) => void wait(first)
}

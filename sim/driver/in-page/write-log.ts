/**
 * Runs in the page before its scripts: notes every cookie and Web Storage write a page script
 * makes (the runtimes store their signals there), with the page's time, for the report's
 * timeline. Writes still go through the browser's own setters unchanged; the log is kept
 * off the page's view and survives navigations of the tab through sessionStorage.
 */

/** One write: [page Date.now(), store, key, value (cut to 160 characters); '' = removed]. */
export type Write = [number, 'cookie' | 'localStorage' | 'sessionStorage', string, string]

const KEPT = '__bramble_writes'
const MAX_VALUE = 160
const MAX_WRITES = 400

interface Log {
  readonly writes: Write[]
}

function log(): Log | undefined {
  return (window as unknown as { __brambleWriteLog?: Log }).__brambleWriteLog
}

const cut = (v: string) => (v.length > MAX_VALUE ? `${v.slice(0, MAX_VALUE - 1)}…` : v)

/** Installs the hooks (once per document). */
export function installWriteLog(): void {
  const w = window as unknown as Record<string, unknown>
  if (w.__brambleWriteLog) return
  const own: Log = { writes: [] }
  Object.defineProperty(w, '__brambleWriteLog', { value: own, enumerable: false })
  const note = (store: Write[1], key: string, value: string) => {
    // The driver's own keys are not the page's writes; a runaway writer is capped.
    if (key.startsWith('__bramble') || own.writes.length >= MAX_WRITES) return
    own.writes.push([Date.now(), store, key, cut(value)])
  }
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
  if (cookie?.set && cookie.get) {
    const set = cookie.set
    Object.defineProperty(Document.prototype, 'cookie', {
      ...cookie,
      set(this: Document, text: string) {
        try {
          const pair = String(text).split(';')[0] ?? ''
          const eq = pair.indexOf('=')
          note(
            'cookie',
            (eq < 0 ? pair : pair.slice(0, eq)).trim(),
            eq < 0 ? '' : pair.slice(eq + 1),
          )
        } catch {
          // A note that cannot be taken never stops the page's own write.
        }
        set.call(this, text)
      },
    })
  }
  const setItem = Storage.prototype.setItem
  const removeItem = Storage.prototype.removeItem
  const storeOf = (s: Storage): Write[1] =>
    s === window.sessionStorage ? 'sessionStorage' : 'localStorage'
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    try {
      note(storeOf(this), String(key), String(value))
    } catch {
      // As above.
    }
    return setItem.call(this, key, value)
  }
  Storage.prototype.removeItem = function (this: Storage, key: string) {
    try {
      note(storeOf(this), String(key), '')
    } catch {
      // As above.
    }
    return removeItem.call(this, key)
  }
  // The next document of the tab (a submission, a link) carries this one's log on.
  addEventListener('pagehide', () => {
    try {
      setItem.call(sessionStorage, KEPT, JSON.stringify(readWrites()))
    } catch {
      // Storage may be unavailable: this document's writes are lost, not the page.
    }
  })
}

/** The writes of this tab so far: earlier documents' (kept at pagehide), then this one's. */
export function readWrites(): Write[] {
  let earlier: Write[] = []
  try {
    earlier = JSON.parse(sessionStorage.getItem(KEPT) ?? '[]') as Write[]
  } catch {
    earlier = []
  }
  const current = log()?.writes ?? []
  // A pagehide that did not leave (bfcache, a 204) kept what this document still holds.
  const seen = new Set(earlier.map((x) => JSON.stringify(x)))
  return [...earlier, ...current.filter((x) => !seen.has(JSON.stringify(x)))]
}

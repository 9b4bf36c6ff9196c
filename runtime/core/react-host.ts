import type * as ReactNS from 'react'
import type * as ReactDomClientNS from 'react-dom/client'
import type * as ReactDomNS from 'react-dom'
import type * as JsxRuntimeNS from 'react/jsx-runtime'
import { loadChunk } from './chunk-loader'
import { bramble } from './message'

/** The React build the page uses: WordPress's own globals or Bramble's shared vendor file. */
export interface ReactHost {
  readonly React: typeof ReactNS
  readonly ReactDOM: typeof ReactDomNS & typeof ReactDomClientNS
  readonly jsxRuntime: typeof JsxRuntimeNS | undefined
  readonly source: 'wordpress' | 'vendor'
}

/** Global under which the active React host is published, shared by both bundles. */
export const REACT_HOST_KEY = '__brambleReact'

interface HostWindow {
  [REACT_HOST_KEY]?: ReactHost
  React?: typeof ReactNS
  ReactDOM?: Partial<typeof ReactDomNS & typeof ReactDomClientNS>
  ReactJSXRuntime?: typeof JsxRuntimeNS
}

/** The registered name of React's vendor file (`dist/react-vendor.js`). */
export const REACT_VENDOR = 'react-vendor'

let pending: Promise<ReactHost> | undefined

/** The React host if it is already available, without loading anything. */
export function currentReactHost(): ReactHost | undefined {
  const w = window as unknown as HostWindow
  const existing = w[REACT_HOST_KEY]
  if (existing) return existing
  // WordPress registers `react`, `react-dom` (and since 6.6 `react-jsx-runtime`) as globals.
  // Another plugin's `window.React` (an old one, or not React at all) is left to it: only a
  // React with hooks next to a ReactDOM with createRoot is used.
  if (typeof w.React?.useState === 'function' && typeof w.ReactDOM?.createRoot === 'function') {
    const host: ReactHost = {
      React: w.React,
      ReactDOM: w.ReactDOM as ReactHost['ReactDOM'],
      jsxRuntime: w.ReactJSXRuntime,
      source: 'wordpress',
    }
    w[REACT_HOST_KEY] = host
    return host
  }
  return undefined
}

/**
 * Resolves the page's React, loading `react-vendor.js` beside the bundle on first need.
 * Concurrent callers (both bundles on one page) share a single load.
 */
export function loadReact(): Promise<ReactHost> {
  const now = currentReactHost()
  if (now) return Promise.resolve(now)
  pending ??= loadChunk<ReactHost>(REACT_VENDOR).then((host) => {
    const w = window as unknown as HostWindow
    w[REACT_HOST_KEY] ??= host
    return w[REACT_HOST_KEY]
  })
  pending.catch(() => {
    pending = undefined
  })
  return pending
}

// Every hook and element goes through reactHost(): once found, the host is kept here
// instead of being looked up on `window` each time (it never changes within a page).
let found: ReactHost | undefined

/** The loaded React host; throws a clear error if a component runs before React was loaded. */
export function reactHost(): ReactHost {
  if (found) return found
  const host = currentReactHost()
  if (!host) throw new Error(bramble('React was used before loadReact() resolved.'))
  found = host
  return host
}

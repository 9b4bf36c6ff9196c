/** Build-time stand-in for `react-dom/client` (see react.ts). */
import type * as C from 'react-dom/client'
import { reactHost } from '../react-host'

export const createRoot: typeof C.createRoot = (el, opts) =>
  reactHost().ReactDOM.createRoot(el, opts)
export const hydrateRoot: typeof C.hydrateRoot = (el, node, opts) =>
  reactHost().ReactDOM.hydrateRoot(el, node, opts)

/** Build-time stand-in for `react-dom` (see react.ts). */
import type * as D from 'react-dom'
import { reactHost } from '../react-host'

export const createPortal: typeof D.createPortal = (children, container, key) =>
  reactHost().ReactDOM.createPortal(children, container, key)
export const flushSync: typeof D.flushSync = (fn) => reactHost().ReactDOM.flushSync(fn)

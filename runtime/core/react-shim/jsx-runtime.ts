/**
 * Build-time stand-in for `react/jsx-runtime` (see react.ts). Uses the host's JSX runtime
 * when it has one, else `createElement` (WordPress before 6.6 exposes no JSX runtime).
 */
import type * as J from 'react/jsx-runtime'
import { reactHost } from '../react-host'
import { Fragment } from './react'

type Jsx = typeof J.jsx

const viaCreateElement: Jsx = (type, props, key) => {
  const { React } = reactHost()
  const config = (key === undefined ? props : { ...(props as object), key }) as Record<
    string,
    unknown
  >
  return React.createElement(type as never, config)
}

// Resolved on the first element (React is loaded by then), then called directly.
let jsxImpl: Jsx | undefined
let jsxsImpl: Jsx | undefined

export const jsx: Jsx = (type, props, key) =>
  (jsxImpl ??= reactHost().jsxRuntime?.jsx ?? viaCreateElement)(type, props, key)
export const jsxs: Jsx = (type, props, key) =>
  (jsxsImpl ??= reactHost().jsxRuntime?.jsxs ?? viaCreateElement)(type, props, key)
export { Fragment }

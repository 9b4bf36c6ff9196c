/**
 * The shared React vendor file (`dist/react-vendor.js`). Loaded on first need by either
 * bundle, never on a page that shows no React UI, and skipped when WordPress already
 * provides `window.React`/`window.ReactDOM`.
 */
import * as React from 'react'
import * as ReactDOM from 'react-dom'
import * as ReactDOMClient from 'react-dom/client'
import * as jsxRuntime from 'react/jsx-runtime'
import { registerChunk } from '../core/chunk-loader'
import type { ReactHost } from '../core/react-host'

const host: ReactHost = {
  React,
  ReactDOM: { ...ReactDOM, ...ReactDOMClient },
  jsxRuntime,
  source: 'vendor',
}
registerChunk('react-vendor', host)

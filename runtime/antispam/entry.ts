/**
 * `dist/antispam.js`: the anti-spam visitor runtime. Reads the inline globals printed
 * before it and installs itself. Nothing it does may throw into the host page.
 */
import { rememberBundleBase } from '../core/chunk-loader'
import { readAntispamConfig } from './config/config'
import { install } from './install'
import { bramble } from '../core/message'

const fail = (error: unknown) =>
  console.error(bramble('The anti-spam runtime failed to start and stays off:'), error)

const start = () => {
  try {
    const config = readAntispamConfig(window as unknown as Record<string, unknown>)
    if (config) install(config)
  } catch (error) {
    fail(error)
  }
}

try {
  // Only this needs the script's own evaluation (document.currentScript).
  rememberBundleBase()
  // The rest runs in the microtask checkpoint right after this script: still before any
  // later script of the page, but outside the bundle's top-level frame, which is the
  // whole bundle — a stack captured under it (timers, storage, DevTools) makes V8 re-parse
  // all of it for source positions (about 5 ms measured on the comment page).
  queueMicrotask(start)
} catch (error) {
  fail(error)
}

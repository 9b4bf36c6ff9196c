/**
 * `dist/forms.js`: the form front end. Builds every form in `nfForms`, including forms
 * whose inline data arrives after this bundle. Nothing it does may throw into the page.
 */
// First, as in the anti-spam entry: any zod schema built later never probes `new Function`,
// so pages whose Content-Security-Policy has no 'unsafe-eval' see no violation.
import '../core/zod-jitless'
import { rememberBundleBase } from '../core/chunk-loader'
import { loadReact } from '../core/react-host'
import { boot } from './boot'
import { bramble } from '../core/message'

try {
  rememberBundleBase()
  // Every form's first render waits for React, and the server prints this bundle only on a
  // page that shows a form: start fetching the vendor file before any work of our own, so the
  // round trip overlaps it (a page that already has WordPress's React fetches nothing).
  loadReact().catch(() => undefined)
  const uninstall = boot(window)
  ;(window as unknown as Record<string, unknown>).__brambleForms = { uninstall }
} catch (error) {
  console.error(bramble('The form front end failed to start:'), error)
}

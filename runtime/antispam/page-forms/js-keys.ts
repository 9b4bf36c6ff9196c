import type { AntispamContext } from '../context/feature'

/**
 * The JS-check inputs the server prints in its "use AJAX for the JS check" mode, still at
 * their initial "0" (in its other mode an inline script of the page sets the key within
 * 1000 ms, before the first form scan). Filling a hidden input sets its value attribute,
 * so a filled input no longer matches.
 */
export const UNSET_JS_KEYS = '[name^=ct_checkjs][value="0"]'

// One key per installed runtime (a page view).
const keys = new WeakMap<AntispamContext, Promise<unknown>>()

/**
 * Fills the page's unset JS-check inputs with the key of `apbct_js_keys__get` /
 * `js_keys__get` (contract c.7 says `{"js_key":"…"}`; the real server answers a number). The form scan calls it when it finds
 * such inputs: the first time makes the one call of the page; later times (forms added
 * later) reuse its key. A failed call leaves the inputs as the server printed them.
 */
export function fillJsKeys(ctx: AntispamContext): void {
  const doc = ctx.win.document
  let key = keys.get(ctx)
  if (!key) {
    // Only pages that have such inputs ever call.
    if (!doc.querySelector(UNSET_JS_KEYS)) return
    key = ctx.transport
      .call({ action: 'apbct_js_keys__get', route: 'js_keys__get' })
      .then((r) => r.ok && (r.data as { js_key?: unknown } | null)?.js_key)
    keys.set(ctx, key)
  }
  void key.then((k) => {
    // The real REST route answers the key as a number (`{"js_key":1553464169}`).
    const text = typeof k === 'number' && k > 0 ? String(k) : k
    if (typeof text === 'string' && text)
      doc.querySelectorAll<HTMLInputElement>(UNSET_JS_KEYS).forEach((i) => (i.value = text))
  })
}

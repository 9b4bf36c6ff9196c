import { vi } from 'vitest'
import type { IntegrationEnv } from './env'
import { installXhrRules, type XhrRule } from './xhr-patch'
import { xhrWatchIntegration } from './xhr-watch'

const proto = XMLHttpRequest.prototype
const realSend = proto.send
/** XHR's own `open`, as the page had it before any patch. */
export const realOpen = proto.open
let uninstall = (): void => undefined

/** The bodies that reached the "network" (XHR's replaced send) since the last install. */
export const sent: unknown[] = []

/**
 * Installs the main bundle's XHR patch with plugin XHR rules, as a page gets them from the
 * plugin chunk, over a send that records each body it is given in {@link sent}.
 */
export function installXhrPatch(env: IntegrationEnv, rules: readonly XhrRule[]): void {
  sent.length = 0
  proto.send = vi.fn(function (body?: unknown) {
    sent.push(body)
  }) as typeof proto.send
  const stopWatch = xhrWatchIntegration.install(env)
  const stopRules = installXhrRules(env, rules)
  uninstall = () => {
    stopRules()
    stopWatch()
    uninstall = () => undefined
  }
}

/** Removes the patch installed last (XHR's `open` is the page's own again). */
export function uninstallXhrPatch(): void {
  uninstall()
}

/** Posts `body` to `url` through XHR. */
export function xhrPost(body: unknown, url = '/wp-admin/admin-ajax.php'): XMLHttpRequest {
  const xhr = new XMLHttpRequest()
  xhr.open('POST', url)
  xhr.send(body as XMLHttpRequestBodyInit)
  return xhr
}

/** Removes the patch and puts XHR's real send and open back (after each test). */
export function restoreXhr(): void {
  uninstall()
  proto.send = realSend
  proto.open = realOpen
}

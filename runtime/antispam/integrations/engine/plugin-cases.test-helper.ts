import { afterEach, describe, expect, it } from 'vitest'
import type { KeyStyle } from './added-field'
import { fakeEnv, NO_COOKIE, TOKEN } from './fake-env.test-helper'
import { rewriteSetupData } from './jquery-hooks'
import { pluginTables, type PluginIntegration } from './plugin'
import {
  restoreXhr,
  installXhrPatch,
  sent,
  uninstallXhrPatch,
  xhrPost,
} from './xhr-patch.test-helper'

// The checks every plugin of one kind gets from contract (f), for the plugins' own tests.

const enc = encodeURIComponent
const AJAX = '/wp-admin/admin-ajax.php'

/** The pair as a string body carries it: bare (U) or wrapped in `data[…]` (W). */
export const pair = (key: KeyStyle, name: string, value: string): string =>
  `${key === 'W' ? `data%5B${name}%5D` : name}=${value}`

/** The no-cookie pair of {@link fakeEnv}, in `key`'s style. */
export const noCookiePair = (key: KeyStyle): string =>
  pair(key, 'ct_no_cookie_hidden_field', enc(NO_COOKIE))

/** The token pair of {@link fakeEnv} with the detector on, in `key`'s style. */
export const tokenPair = (key: KeyStyle): string => pair(key, 'ct_bot_detector_event_token', TOKEN)

/** jQuery `ajaxSetup` data rewritten by `plugin`'s signs alone. */
export function setupData(
  plugin: PluginIntegration,
  data: string,
  over: Parameters<typeof fakeEnv>[0] = {},
  url = AJAX,
): string {
  return rewriteSetupData(fakeEnv(over), data, url, plugin.jquerySigns ?? [])
}

/**
 * Contract (f), jQuery `ajaxSetup` row: each request of `cases` gets the field in its key
 * style, prepended and never twice, and the token with the detector on.
 */
export function expectJquerySigns(
  plugin: PluginIntegration,
  cases: readonly { readonly data: string; readonly key: KeyStyle }[],
): void {
  it.each(cases)('$data → $key, prepended, never twice', ({ data, key }) => {
    const once = setupData(plugin, data)
    expect(once).toBe(`${noCookiePair(key)}&${data}`)
    expect(setupData(plugin, once)).toBe(once)
    expect(setupData(plugin, data, { detectorOn: true }, '/')).toBe(`${tokenPair(key)}&${data}`)
  })
}

/**
 * Installs the XHR patch with `plugin`'s rules over a page with `html` and returns what each
 * post put on the wire (restored after each test by {@link expectXhrRule}'s hook, or by
 * `restoreXhr`).
 */
export function xhrPage(
  plugin: PluginIntegration,
  html: string,
  opts: { bodyClass?: string; detectorOn?: boolean } = {},
): (body: unknown, url?: string) => unknown {
  document.body.innerHTML = html
  document.body.className = opts.bodyClass ?? ''
  installXhrPatch(fakeEnv({ detectorOn: opts.detectorOn }), pluginTables([plugin]).xhrRules)
  return (body, url) => {
    xhrPost(body, url)
    return sent[sent.length - 1]
  }
}

/**
 * Contract (f), XHR row: with its marker on the page, the plugin's protected call gets the
 * no-cookie field (or the token with the detector on) appended in `key`'s style; its other
 * calls, a second pass, and pages without the marker are left alone.
 */
export function expectXhrRule(
  plugin: PluginIntegration,
  c: {
    readonly marker: string
    readonly body: string
    readonly other: string
    readonly key: KeyStyle
    /** The plugin, or the case when a plugin has more than one. */
    readonly label: string
  },
): void {
  describe(`${c.label}: XHR (contract f)`, () => {
    afterEach(() => {
      restoreXhr()
      document.body.innerHTML = ''
      document.body.className = ''
    })

    it('appends the no-cookie field, or the token with the detector on, to the protected call', () => {
      expect(xhrPage(plugin, c.marker)(c.body)).toBe(`${c.body}&${noCookiePair(c.key)}`)
      uninstallXhrPatch()
      expect(xhrPage(plugin, c.marker, { detectorOn: true })(c.body)).toBe(
        `${c.body}&${tokenPair(c.key)}`,
      )
    })

    it('leaves the plugin’s other calls alone and never adds the key twice', () => {
      const post = xhrPage(plugin, c.marker)
      expect(post(c.other)).toBe(c.other)
      const once = `${c.body}&${noCookiePair(c.key)}`
      expect(post(once)).toBe(once)
    })

    it('does not patch XHR on a page without the marker', () => {
      expect(xhrPage(plugin, '<form id="other"></form>')(c.body)).toBe(c.body)
    })
  })
}

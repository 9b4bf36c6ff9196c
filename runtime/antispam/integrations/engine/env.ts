import type { CookieMode } from '../../config/config'
import type { AntispamContext } from '../../context/feature'
import type { Transport } from '../../transport/types'
import type { FieldSource } from './added-field'
import type { IntegrationSettings } from './settings'

/** What every integration is installed with; injected so each one is testable alone. */
export interface IntegrationEnv {
  readonly win: Window
  /** The runtime context, for plugin-chunk features that make their own calls. */
  readonly ctx: AntispamContext
  readonly cookieMode: CookieMode
  readonly settings: IntegrationSettings
  readonly fields: FieldSource
  /** The base64 value of the visible-fields input inside `container`, if it has one. */
  visibleFields(container: Element | null | undefined): string | undefined
  /**
   * Hands a reply to block detection, which shows a block message (detection loads with
   * dist/antispam-lazy.js). `trusted` is true only for requests an integration rewrote or
   * pre-checked.
   */
  reply(reply: unknown, trusted: boolean): void
  /** What the fetch wrapper rewrites and pre-checks (filled in by the plugin chunk). */
  readonly fetchTables: FetchTables
  /** The runtime's transport, for the pre-check calls. */
  readonly transport: Pick<Transport, 'call'>
  /**
   * Loads the plugin hooks if the page now has what they act on (set by the plugin loader):
   * the promise settles once they are installed; undefined when the page needs none.
   */
  pluginHooks?: () => Promise<void> | undefined
  /**
   * The plugin chunk's XHR rules (xhr-patch.ts), asked by the XHR patch for each request:
   * the body to send for a protected call (whose reply is then trusted), else undefined.
   */
  xhrPlan?: (xhr: XMLHttpRequest, body: unknown) => { readonly body: unknown } | undefined
}

/** A fetch request as the wrapper sees it: the URL and the init body (never undefined). */
export interface FetchCall {
  readonly url: string
  readonly body: unknown
}

/**
 * A plugin's fetch requests that are rewritten (its descriptor names it). `rewrite` returns
 * the new body, or undefined when the call is not the plugin's or nothing was added.
 */
export interface FetchRule {
  rewrite(call: FetchCall, env: IntegrationEnv): unknown
}

/** The rules and pre-checks the fetch wrapper reads at call time; the plugin chunk adds its own. */
export interface FetchTables {
  readonly rules: FetchRule[]
  readonly checks: PreCheck[]
}

/**
 * A fetch the plugin checks with the server before letting it through (contract f; its
 * descriptor names it).
 */
export interface PreCheck {
  /** The admin-ajax action of the check. */
  readonly action: string
  /**
   * The setting that must be on for the check to run; none for a site's own form (Otter):
   * the original checks it whatever the settings say, and the server answers whenever its
   * contact-form test is on.
   */
  readonly setting?: 'checkExternal'
  /** A selector of the page, or a finder for markers elsewhere (sender.net's frame). */
  readonly marker: string | ((doc: Document) => Element | null)
  readonly urlPart: string
  /** The fields sent with the check (the added field is appended by the runner). */
  fields(body: unknown, env: IntegrationEnv): Record<string, string>
  /** Extra clean-up when the server blocks. */
  onBlock?(env: IntegrationEnv): void
}

/** One integration: installs its hook into the page and returns the teardown. */
export interface Integration {
  readonly name: string
  install(env: IntegrationEnv): () => void
}

/**
 * Whether a reply text can hold a block message: in untrusted replies only
 * `{"apbct":{"blocked":true}}` counts, so text without "apbct" is never parsed.
 */
export function mayBeBlock(text: string, trusted: boolean): boolean {
  return trusted || text.includes('apbct')
}

/** Parses a reply body as JSON when it looks like JSON, else keeps the text. */
export function parseReply(text: string): unknown {
  const t = text.trimStart()
  if (t[0] !== '{' && t[0] !== '[' && t[0] !== '"') return text
  try {
    return JSON.parse(t) as unknown
  } catch {
    return text
  }
}

/**
 * Runs `fn` and swallows what it throws, so our code never breaks the page's call; then
 * yields `fallback` (undefined when not given).
 */
export function guard<T>(fn: () => T): T | undefined
export function guard<T>(fn: () => T, fallback: T): T
export function guard<T>(fn: () => T, fallback?: T): T | undefined {
  try {
    return fn()
  } catch {
    return fallback
  }
}

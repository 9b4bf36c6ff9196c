import { addedField, type KeyStyle } from './added-field'
import { addToBody, type StringEdit } from './body-rewrite'
import { guard, type IntegrationEnv } from './env'
import { bodyHas } from './request-info'

/**
 * A plugin's XHR requests that get the added field (contract f, XHR `send` patch; its
 * descriptor names it).
 */
export interface XhrRule {
  /**
   * The plugin is on the page (the patch is installed only if some rule's plugin is); by
   * default, its descriptor's marker is on the page.
   */
  present?(doc: Document, win: Window): boolean
  /**
   * This request is the plugin's protected call: each sign is in the body as written
   * (`bodyHas`), or a test of its own.
   */
  readonly matches: readonly string[] | ((url: string, body: unknown) => boolean)
  readonly key: KeyStyle
  readonly edit: StringEdit
}

/** Whether a request to `url` with `body` is the rule's protected call. */
function matches(rule: XhrRule, url: string, body: unknown): boolean {
  const m = rule.matches
  return typeof m === 'function' ? m(url, body) : m.every((sign) => bodyHas(body, sign))
}

/**
 * Turns on the XHR rules whose plugin marker is on the page: `open` is patched to remember
 * each request's URL, and the main bundle's `send` patch (xhr-watch.ts) asks `env.xhrPlan`
 * for each request: a matching one gets the added field (string bodies `&…`, FormData
 * appended, Amelia's JSON a property) and a trusted reply check. Returns the teardown.
 */
export function installXhrRules(env: IntegrationEnv, rules: readonly XhrRule[]): () => void {
  const proto = (env.win as unknown as { XMLHttpRequest?: typeof XMLHttpRequest }).XMLHttpRequest
    ?.prototype
  const active = rules.filter((r) =>
    guard(() => r.present?.(env.win.document, env.win) === true, false),
  )
  if (!proto || active.length === 0) return () => undefined
  const open = proto.open
  const urls = new WeakMap<XMLHttpRequest, string>()
  const patchedOpen = function (this: XMLHttpRequest, ...args: unknown[]) {
    guard(() => urls.set(this, String(args[1])), undefined)
    return (open as (...a: unknown[]) => void).apply(this, args)
  } as typeof open
  const plan = (xhr: XMLHttpRequest, body: unknown) => {
    const url = urls.get(xhr) ?? ''
    const rule = active.find((r) => matches(r, url, body))
    return rule && { body: addToBody(body, [addedField(env.fields, rule.key)], rule.edit).body }
  }
  proto.open = patchedOpen
  env.xhrPlan = plan
  return () => {
    if (proto.open === patchedOpen) proto.open = open
    if (env.xhrPlan === plan) env.xhrPlan = undefined
  }
}

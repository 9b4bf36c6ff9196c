import { addedField } from './added-field'
import { addToBody } from './body-rewrite'
import { guard, type IntegrationEnv } from './env'
import type { XhrRule } from './xhr-rules'

/**
 * Turns on the XHR rules whose plugin marker is on the page: `open` is patched to remember
 * each request's URL, and the main bundle's `send` patch (xhr-watch.ts) asks `env.xhrPlan`
 * for each request: a matching one gets the added field (string bodies `&…`, FormData
 * appended, Amelia's JSON a property) and a trusted reply check. Returns the teardown.
 */
export function installXhrRules(env: IntegrationEnv, rules: readonly XhrRule[]): () => void {
  const proto = (env.win as unknown as { XMLHttpRequest?: typeof XMLHttpRequest }).XMLHttpRequest
    ?.prototype
  const active = rules.filter((r) => guard(() => r.present(env.win.document, env.win), false))
  if (!proto || active.length === 0) return () => undefined
  const open = proto.open
  const urls = new WeakMap<XMLHttpRequest, string>()
  const patchedOpen = function (this: XMLHttpRequest, ...args: unknown[]) {
    guard(() => urls.set(this, String(args[1])), undefined)
    return (open as (...a: unknown[]) => void).apply(this, args)
  } as typeof open
  const plan = (xhr: XMLHttpRequest, body: unknown) => {
    const url = urls.get(xhr) ?? ''
    const rule = active.find((r) => r.matches(url, body))
    return rule && { body: addToBody(body, [addedField(env.fields, rule.key)], rule.edit).body }
  }
  proto.open = patchedOpen
  env.xhrPlan = plan
  return () => {
    if (proto.open === patchedOpen) proto.open = open
    if (env.xhrPlan === plan) env.xhrPlan = undefined
  }
}

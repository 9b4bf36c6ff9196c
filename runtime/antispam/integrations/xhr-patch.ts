import { addedField } from './added-field'
import { addToBody } from './body-rewrite'
import { guard, mayBeBlock, parseReply, type IntegrationEnv } from './env'
import type { XhrRule } from './xhr-rules'

function readReply(xhr: XMLHttpRequest, trusted: boolean): unknown {
  if (xhr.responseType === 'json') return xhr.response as unknown
  if (xhr.responseType !== '' && xhr.responseType !== 'text') return undefined
  const text = xhr.responseText
  return mayBeBlock(text, trusted) ? parseReply(text) : undefined
}

/**
 * Patches `XMLHttpRequest.prototype.open/send` when a plugin marker of the XHR table is on
 * the page: matching requests get the added field (string bodies `&…`, FormData appended,
 * Amelia's JSON a property), and every reply goes through block detection.
 */
export function installXhrPatch(env: IntegrationEnv, rules: readonly XhrRule[]): () => void {
  const proto = (env.win as unknown as { XMLHttpRequest?: typeof XMLHttpRequest }).XMLHttpRequest
    ?.prototype
  if (!proto) return () => undefined
  const originalOpen = proto.open
  const originalSend = proto.send
  const urls = new WeakMap<XMLHttpRequest, string>()
  const active = rules.filter((r) => guard(() => r.present(env.win.document, env.win), false))
  if (active.length === 0) return () => undefined

  proto.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    guard(() => urls.set(this, String(args[1])), undefined)
    return (originalOpen as (...a: unknown[]) => void).apply(this, args)
  } as typeof proto.open

  proto.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const plan = guard(
      () => {
        const url = urls.get(this) ?? ''
        const rule = active.find((r) => r.matches(url, body))
        if (!rule) return { body, trusted: false }
        const rewritten = addToBody(body, [addedField(env.fields, rule.key)], rule.edit)
        return { body: rewritten.body, trusted: true }
      },
      { body, trusted: false },
    )
    guard(
      () =>
        this.addEventListener('load', () =>
          guard(() => env.reply(readReply(this, plan.trusted), plan.trusted), undefined),
        ),
      undefined,
    )
    return originalSend.call(this, plan.body)
  }

  return () => {
    if (proto.open !== originalOpen) proto.open = originalOpen
    if (proto.send !== originalSend) proto.send = originalSend
  }
}

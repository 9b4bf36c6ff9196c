import { guard, type Integration, type IntegrationEnv } from './env'

/**
 * Hands a loaded request's reply to block detection if it may hold a block message: a
 * trusted one always; else only text or JSON that names `apbct` (contract h), so ordinary
 * traffic never loads the detection (which parses text itself). `response` is the text for
 * text replies, the object for JSON ones.
 */
function scanXhr(xhr: XMLHttpRequest, env: IntegrationEnv, trusted: boolean): void {
  const reply: unknown = xhr.response
  const named =
    typeof reply === 'string'
      ? reply.includes('apbct')
      : (reply as { apbct?: unknown } | null)?.apbct != null
  if (trusted || named) env.reply(reply, trusted)
}

/**
 * Patches `XMLHttpRequest.prototype.send` on every page (spec §8: a block message in any
 * AJAX reply opens the modal). It costs a property write at start-up and a listener per
 * request; a reply is read only when it may be a block (see scanXhr). The plugin chunk's
 * rules rewrite protected requests through `env.xhrPlan`; their replies are trusted.
 */
export const xhrWatchIntegration: Integration = {
  name: 'xhr',
  install(env: IntegrationEnv) {
    // Every browser has it: without it this throws, and the integration stays off (logged).
    const proto = (env.win as unknown as { XMLHttpRequest: typeof XMLHttpRequest }).XMLHttpRequest
      .prototype
    const send = proto.send
    const patched = function (this: XMLHttpRequest, body?: unknown) {
      const plan = guard(() => {
        const next = env.xhrPlan?.(this, body)
        this.addEventListener('load', () => guard(() => scanXhr(this, env, !!next)))
        return next
      })
      return send.call(this, (plan ? plan.body : body) as XMLHttpRequestBodyInit)
    } as typeof send
    proto.send = patched
    return () => {
      if (proto.send === patched) proto.send = send
    }
  },
}

/** A guard's verdict: go on, or stop with a message (text, never HTML). */
export type GuardVerdict = { allow: true } | { allow: false; message: string }

/** The message when a refusal names none (the reference plugin's own wording). */
export const DEFAULT_REFUSAL = 'Blocked by CleanTalk Anti-Spam'

type Reply = { apbct?: { blocked?: unknown; comment?: unknown }; success?: unknown } | null

const refusal = (r: Reply): GuardVerdict => ({
  allow: false,
  message:
    typeof r?.apbct?.comment === 'string' && r.apbct.comment ? r.apbct.comment : DEFAULT_REFUSAL,
})

const isObject = (v: unknown): v is NonNullable<Reply> => typeof v === 'object' && v !== null

/**
 * `cleantalk_nsl_ajax_check` (contract c.7): `{"apbct":{"blocked":false}}` lets the social
 * login go on; an `apbct` answer that is not that refuses with its comment. A reply without
 * `apbct` is no answer and lets it go on, as a failed call does.
 */
export function socialLoginVerdict(reply: unknown): GuardVerdict {
  if (!isObject(reply) || !isObject(reply.apbct)) return { allow: true }
  return reply.apbct.blocked === false ? { allow: true } : refusal(reply)
}

/**
 * `cleantalk_outside_iframe_ajax_check` (contract c.7): allowed when `apbct.blocked` is
 * false or `success` is true; a reply that is not an object is no answer and allows (as in
 * the reference plugin); any other object refuses with `apbct.comment`.
 */
export function outsideEmbedVerdict(reply: unknown): GuardVerdict {
  if (!isObject(reply)) return { allow: true }
  if ((isObject(reply.apbct) && reply.apbct.blocked === false) || reply.success === true)
    return { allow: true }
  return refusal(reply)
}

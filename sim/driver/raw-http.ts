import type { ActorEvent } from '../actors/events'

/**
 * The raw-HTTP spammer's requests: a urlencoded POST from Node, as curl would send it, with
 * no cookies and no page ever loaded.
 */
export async function postRaw(
  origin: string,
  e: Extract<ActorEvent, { type: 'post' }>,
): Promise<number> {
  const res = await fetch(new URL(e.path, origin), {
    method: 'POST',
    body: new URLSearchParams(e.fields),
    headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36' },
    redirect: 'manual',
  })
  await res.arrayBuffer()
  return res.status
}

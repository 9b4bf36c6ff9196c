/** A block message found in a server reply (contract c.6). */
export interface BlockMessage {
  /** Text to show; plain text, never HTML. */
  readonly message: string
  /** `stop_script == 1`: stop loading the page. */
  readonly stopScript: boolean
  /** Integration needing extra handling (`NEXForms`, `ElfsightForm`), if named. */
  readonly integration?: string
}

/** Options of {@link detectBlock}. */
export interface DetectOptions {
  /**
   * True for replies to the runtime's own calls and to integration requests it rewrote or
   * pre-checked; only then does `{"data":{"message":…}}` count (contract h).
   */
  readonly trusted: boolean
}

type Rec = Record<string, unknown>

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v)

// Replies may arrive as text (XHR responseText, jQuery): parse only what can be a block.
function asObject(reply: unknown): Rec | undefined {
  if (isRec(reply)) return reply
  if (typeof reply !== 'string' || !reply.includes('"') || /DOCTYPE/i.test(reply)) return undefined
  const text = reply.trim()
  if (!text.startsWith('{')) return undefined
  try {
    const parsed: unknown = JSON.parse(text)
    return isRec(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

const stop = (v: unknown) => v === 1 || v === '1' || v === true
const integrationOf = (v: unknown) => (typeof v === 'string' && v ? v : undefined)

/**
 * Finds a block message in a reply: `apbct.blocked` anywhere; `data.message` only when
 * `trusted`. Accepts a parsed object or JSON text; returns undefined for anything else.
 */
export function detectBlock(reply: unknown, { trusted }: DetectOptions): BlockMessage | undefined {
  const obj = asObject(reply)
  if (!obj) return undefined
  const apbct = obj.apbct
  if (isRec(apbct) && (apbct.blocked === true || apbct.blocked === 1 || apbct.blocked === '1')) {
    return {
      message: typeof apbct.comment === 'string' ? apbct.comment : '',
      stopScript: stop(apbct.stop_script),
      integration: integrationOf(apbct.integration),
    }
  }
  const data = obj.data
  if (trusted && isRec(data) && typeof data.message === 'string' && data.message !== '') {
    return {
      message: data.message,
      stopScript: stop(data.stop_script),
      integration: integrationOf(data.integration),
    }
  }
  return undefined
}

/** One call to the plugin's server (spec §7, contract section b). */
export interface CallSpec {
  /** admin-ajax `action` field. */
  readonly action: string
  /** REST route below `cleantalk-antispam/v1/`. */
  readonly route: string
  /** Body fields (FormData); for GET/HEAD they become URL parameters. */
  readonly fields?: Readonly<Record<string, string | Blob>>
  readonly method?: 'POST' | 'GET' | 'HEAD'
  /** Force a transport for this call only (the exists check always uses REST). */
  readonly transport?: 'rest' | 'admin_ajax'
  /**
   * Parse the reply as JSON (default; unparseable text is an error) or keep it as text
   * (a text reply that is a JSON object with an `error` key is still an error).
   */
  readonly expect?: 'json' | 'text'
  /** Send the nonce (default true). Calls without one never trigger a nonce refresh. */
  readonly nonce?: boolean
  /**
   * Sent before the transport's code has loaded without loading it, when its reply is a plain
   * `{"success":true}`. Any other reply is handed to the full transport as the call's first
   * reply (a nonce failure then costs one refresh and one replay, as for any call); a call
   * that got no reply is sent again by it. For the start-up alt-sessions save:
   * fire-and-forget, and the page's first seconds fetch less.
   */
  readonly light?: boolean
}

/** Request timeout of spec §9. */
export const CALL_TIMEOUT_MS = 15000

/** The outcome of a call: data on success, or the console-catalogue error text. */
export type CallResult =
  | { readonly ok: true; readonly data: unknown; readonly status: number }
  | { readonly ok: false; readonly error: string; readonly status?: number }

/** The one transport every anti-spam feature uses. */
export interface Transport {
  /**
   * Sends a call; never rejects. Errors are logged to the console and returned. `first` is a
   * reply this call already got (sent by the bundle's light path with the same nonce): it
   * stands for the first attempt, so the call is not sent twice.
   */
  call(spec: CallSpec, first?: FirstReply): Promise<CallResult>
  /** Observes every parsed reply to the runtime's own calls (block-message detection). */
  onReply(listener: (reply: unknown, spec: CallSpec) => void): () => void
  /** The nonce a call sends now: `_fresh_nonce` when one was fetched, else the page's. */
  nonceFor(transport: 'rest' | 'admin_ajax'): string
}

/** A reply a call already received before the full transport took it over. */
export interface FirstReply {
  readonly status: number
  text(): Promise<string>
}

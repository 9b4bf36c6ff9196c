/** A field error from the server, mapped to a field of this form instance. */
export interface ServerFieldError {
  readonly fieldId: string
  readonly slug: string
  readonly message: string
}

/** An analytics event requested by the form's actions. */
export interface AnalyticsEvent {
  readonly eventName: string
  readonly methodType: string
}

/** What a reply asks the form to do (contract d). */
export interface SubmitReply {
  readonly kind: 'reply'
  /** The parsed body, as `submit:response` listeners receive it. */
  readonly response: Record<string, unknown>
  /** False for an HTTP error whose body was JSON (handled as a normal response). */
  readonly httpOk: boolean
  /** `errors` is empty. */
  readonly success: boolean
  readonly fieldErrors: readonly ServerFieldError[]
  readonly formErrors: readonly { readonly id: string; readonly message: string }[]
  /** `errors.last.message` (console only). */
  readonly lastMessage: string | undefined
  /** A list of plain errors (`["Form does not exist."]`): console only, nothing shown. */
  readonly plainErrors: readonly string[]
  readonly successMessage: string | undefined
  /** An http(s) URL to go to, already checked. */
  readonly redirect: string | undefined
  readonly clearComplete: boolean
  readonly hideComplete: boolean
  readonly analytics: readonly AnalyticsEvent[]
  readonly debugForm: readonly string[]
  readonly debugConsole: readonly string[]
}

/** The outcome of one submit response. */
export type SubmitOutcome =
  | SubmitReply
  | {
      readonly kind: 'nonce'
      readonly newNonce: string
      readonly nonceTs: string
      readonly response: Record<string, unknown>
    }
  | { readonly kind: 'parse-error'; readonly message: string }

/** What the interpreter needs to know about the form instance. */
export interface ResponseContext {
  /** The form instance id, e.g. `3` or `3_1`. */
  readonly formId: string
  /** Ids of this instance's fields. */
  readonly fieldIds: ReadonlySet<string>
  /** The page URL, for resolving a relative redirect. */
  readonly baseUrl: string
}

type Obj = Record<string, unknown>
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {})
const entries = (v: unknown): [string, unknown][] =>
  Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(obj(v))
const strings = (v: unknown): string[] =>
  entries(v)
    .map(([, x]) => x)
    .filter((x): x is string | number => typeof x === 'string' || typeof x === 'number')
    .map(String)
const on = (v: unknown) => v === 1 || v === '1' || v === true

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === '' || entries(v).length === 0
}

/** Accepts only http(s) URLs (resolved against the page); anything else gives undefined. */
export function safeRedirect(url: unknown, baseUrl: string): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined
  try {
    const u = new URL(url.trim(), baseUrl)
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : undefined
  } catch {
    return undefined
  }
}

function fieldIdFor(key: string, ctx: ResponseContext): string | undefined {
  if (ctx.fieldIds.has(key)) return key
  // A second instance (`3_1`) owns `8_1`; a server that drops the suffix still means it.
  const suffix = /_(\d+)$/.exec(ctx.formId)?.[0]
  if (suffix && ctx.fieldIds.has(key + suffix)) return key + suffix
  return undefined
}

function readReply(response: Obj, httpOk: boolean, ctx: ResponseContext): SubmitReply {
  const data = obj(response.data)
  const errors = response.errors
  const errs = obj(errors)
  const success = isEmpty(errors)
  const fieldErrors: ServerFieldError[] = []
  const formErrors: { id: string; message: string }[] = []
  for (const [key, raw] of entries(errs.fields)) {
    const slug =
      typeof raw === 'object' && raw !== null
        ? String(obj(raw).slug ?? 'required-error')
        : 'required-error'
    const message =
      typeof raw === 'object' && raw !== null ? String(obj(raw).message ?? '') : String(raw ?? '')
    const fieldId = fieldIdFor(key, ctx)
    // An error for a field this form does not have is still shown, as a form error.
    if (fieldId === undefined) formErrors.push({ id: `field-${key}`, message })
    else fieldErrors.push({ fieldId, slug, message })
  }
  for (const [id, raw] of entries(errs.form)) {
    if (id === 'last_admin') continue
    if (typeof raw === 'string' || typeof raw === 'number')
      formErrors.push({ id, message: String(raw) })
  }
  const last = obj(errs.last).message
  const actions = obj(data.actions)
  const settings = obj(data.settings)
  const debug = obj(response.debug)
  const halt = safeRedirect(obj(data.halt).redirect, ctx.baseUrl)
  return {
    kind: 'reply',
    response,
    httpOk,
    success,
    fieldErrors,
    formErrors,
    lastMessage: typeof last === 'string' ? last : undefined,
    plainErrors: Array.isArray(errors) ? strings(errors) : [],
    successMessage:
      success && typeof actions.success_message === 'string' ? actions.success_message : undefined,
    redirect: halt ?? (success ? safeRedirect(actions.redirect, ctx.baseUrl) : undefined),
    clearComplete: success && on(settings.clear_complete),
    hideComplete: success && on(settings.hide_complete),
    analytics: success
      ? entries(actions.googleanalytics).map(([, e]) => ({
          eventName: String(obj(e).event_name ?? ''),
          methodType: String(obj(e).method_type ?? ''),
        }))
      : [],
    debugForm: strings(debug.form),
    debugConsole: strings(debug.console),
  }
}

/**
 * Interprets a submit response of any shape in contract (d). A JSON body is a normal
 * response even with an HTTP error status; anything else becomes `parse-response-ERROR`
 * with the status text.
 */
export function interpretResponse(
  text: string,
  http: { readonly ok: boolean; readonly statusText: string },
  ctx: ResponseContext,
): SubmitOutcome {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return {
      kind: 'parse-error',
      message: http.statusText || 'The server sent an unreadable response.',
    }
  }
  // Every member the contract names is optional and of any type: a reply is any JSON object.
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {
      kind: 'parse-error',
      message: http.statusText || 'The server sent an unreadable response.',
    }
  }
  const response = parsed as Obj
  const nonce = obj(obj(response.errors).nonce)
  if (nonce.new_nonce !== undefined && nonce.nonce_ts !== undefined) {
    return {
      kind: 'nonce',
      newNonce: String(nonce.new_nonce),
      nonceTs: String(nonce.nonce_ts),
      response,
    }
  }
  return readReply(response, http.ok, ctx)
}

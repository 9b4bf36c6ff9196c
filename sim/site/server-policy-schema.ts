import { z } from 'zod'

/** Which requests a fault applies to; every given condition must hold. */
export const requestMatchSchema = z
  .object({
    action: z.string().min(1).optional().describe('the `action` field of an admin-ajax body'),
    route: z
      .string()
      .min(1)
      .optional()
      .describe('a REST route, e.g. `alt_sessions` (matches the end of the path)'),
    path: z.string().min(1).optional().describe('a substring of the URL path'),
    method: z.string().min(1).optional().describe('HTTP method, e.g. POST'),
  })
  .strict()
  .refine((m) => Object.keys(m).length > 0, 'name at least one of action, route, path, method')

const faultBase = {
  match: requestMatchSchema,
  from: z
    .number()
    .int()
    .min(1)
    .default(1)
    .describe('the first matching request affected (1 = the first)'),
  times: z
    .union([z.number().int().min(1), z.literal('always')])
    .default(1)
    .describe('how many matching requests are affected from `from` on; `always` = permanently'),
}

/**
 * A fault injected into any endpoint. `nonce-expired` answers with the endpoint's own
 * nonce error (admin-ajax `-1`, REST `rest_cookie_invalid_nonce`, the form builder's
 * `errors.nonce`) and rotates the site's nonce, so the old one stays invalid.
 */
export const faultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('nonce-expired'), ...faultBase }).strict(),
  z.object({ kind: z.literal('http-500'), ...faultBase }).strict(),
  z.object({ kind: z.literal('malformed-json'), ...faultBase }).strict(),
  z
    .object({
      kind: z.literal('slow'),
      ...faultBase,
      delayMs: z.number().int().min(1).max(600_000).describe('added before the normal reply'),
    })
    .strict(),
  z
    .object({ kind: z.literal('timeout'), ...faultBase })
    .strict()
    .describe('never replies; the client gives up on its own timer'),
  z
    .object({ kind: z.literal('drop'), ...faultBase })
    .strict()
    .describe('closes the connection without a reply'),
  z
    .object({ kind: z.literal('reply-lost'), ...faultBase })
    .strict()
    .describe(
      'the endpoint acts on the request (a submission is stored), then the connection closes without its reply',
    ),
  z
    .object({ kind: z.literal('duplicate'), ...faultBase })
    .strict()
    .describe(
      'the request reaches the endpoint twice (a proxy or network retry); the client gets the first reply',
    ),
  z
    .object({
      kind: z.literal('block'),
      ...faultBase,
      shape: z
        .enum(['apbct', 'data'])
        .default('apbct')
        .describe('`{"apbct":{blocked,comment,…}}` or `{"data":{message,…}}`'),
      comment: z.string().default('*** Forbidden. Sender blacklisted. Anti-Spam by CleanTalk. ***'),
      stopScript: z.union([z.literal(0), z.literal(1)]).default(0),
      integration: z.enum(['NEXForms', 'ElfsightForm']).optional(),
    })
    .strict(),
])

/**
 * How the mocked server behaves for one scenario (the "server policy"): which decodes are
 * allowed, what email checks answer, which requests are blocked, when nonces expire, and
 * which faults to inject. Every field is optional with the well-behaved default, so a
 * scenario names only what it changes. Endpoint handlers read it from the site context.
 */
export const sitePolicySchema = z
  .object({
    decode: z
      .enum(['allowed', 'blocked', 'cannot_connect'])
      .default('allowed')
      .describe('answer of apbct_decode_email'),
    emailExist: z
      .enum(['exists', 'not_exists', 'mx_fail', 'mx_error', 'error', 'no_result'])
      .default('exists')
      .describe('answer of check_email_exist_post (`error`: ERROR_CHECKING_EMAIL)'),
    emailBeforePost: z
      .enum(['exists', 'not_exists', 'error'])
      .default('exists')
      .describe('answer of check_email_before_post (`error`: ERROR_CHECKING_EMAIL)'),
    pixelUrl: z
      .enum(['https', 'http'])
      .default('https')
      .describe('the pixel URL apbct_get_pixel_url answers: https (accepted) or http (refused)'),
    forceProtection: z
      .enum(['allowed', 'cloud_error'])
      .default('allowed')
      .describe(
        'answer of force_protection_check_bot: allowed, or the cloud-error reply (forms shown)',
      ),
    modalHtml: z
      .string()
      .default('')
      .describe(
        'the HTML the modal-load admin-ajax action answers (a logged-in page); empty: a visitor, answered `0` with 400 as the real server does',
      ),
    freshNonce: z
      .enum(['ok', 'rate-limit', 'too-many-attempts', 'forbidden', 'wrong-token', 'stale'])
      .default('ok')
      .describe(
        'answer of get_fresh_wpnonce: the current nonce, a `FAIL {"error":…}` refusal, or a nonce that stays invalid',
      ),
    freshNonceCooldown: z
      .number()
      .min(0)
      .default(10)
      .describe(
        'seconds after a get_fresh_wpnonce call during which the site refuses the next one, from any visitor (TOO_MANY_ATTEMPTS), as the real server does',
      ),
    formsFieldErrors: z
      .record(
        z.string(),
        z.union([z.string(), z.object({ slug: z.string(), message: z.string() })]),
      )
      .default({})
      .describe(
        'form builder submit: server field errors by field key (a string means required-error)',
      ),
    formsFormErrors: z
      .record(z.string(), z.string())
      .default({})
      .describe(
        'form builder submit: server form errors by id, e.g. {"0":"The form has reached its submission limit."}',
      ),
    formsUniqueField: z
      .string()
      .min(1)
      .optional()
      .describe(
        'form builder submit: a field key whose value may be stored once per form (the form setting `unique_field`, as an admin sets it; the server then refuses a repeat with `unique_field_error`)',
      ),
    formsErrorSubmits: z
      .union([z.number().int().min(1), z.literal('always')])
      .default('always')
      .describe('form builder submit: how many submissions get formsFieldErrors/formsFormErrors'),
    formsHttpStatus: z
      .number()
      .int()
      .min(200)
      .max(599)
      .default(200)
      .describe('form builder submit: HTTP status of its (JSON) replies'),
    formsHaltRedirect: z
      .string()
      .default('')
      .describe('form builder submit: data.halt.redirect (as a payment gateway sets it)'),
    formsAnalytics: z
      .array(z.object({ event_name: z.string(), method_type: z.string() }))
      .default([])
      .describe('form builder submit: data.actions.googleanalytics on success'),
    formsDebug: z
      .object({ form: z.array(z.string()).default([]), console: z.array(z.string()).default([]) })
      .optional()
      .describe('form builder submit: the debug object of every reply'),
    captchaToken: z
      .string()
      .min(1)
      .default('fake-captcha-token')
      .describe('fake CAPTCHA providers: the prefix of every token they hand out'),
    captchaFailures: z
      .array(
        z.enum([
          'recaptcha-execute',
          'recaptcha-v3-execute',
          'turnstile-render',
          'hcaptcha-render',
        ]),
      )
      .default([])
      .describe('fake CAPTCHA providers: calls that throw (execute or render)'),
    faults: z
      .array(faultSchema)
      .default([])
      .describe('faults injected before the endpoints answer, checked in order'),
  })
  .strict()

/** A parsed server policy with defaults filled in. */
export type SitePolicy = z.infer<typeof sitePolicySchema>
/** A server policy as a scenario file gives it. */
export type SitePolicyInput = z.input<typeof sitePolicySchema>
/** One parsed fault. */
export type Fault = z.infer<typeof faultSchema>
/** One parsed request matcher. */
export type RequestMatch = z.infer<typeof requestMatchSchema>

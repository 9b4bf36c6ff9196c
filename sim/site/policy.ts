import { z } from 'zod'

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
  })
  .strict()

/** A parsed server policy with defaults filled in. */
export type SitePolicy = z.infer<typeof sitePolicySchema>
/** A server policy as a scenario file gives it. */
export type SitePolicyInput = z.input<typeof sitePolicySchema>

import * as z from 'zod/mini'

/**
 * The zod schema of every kind of key in `ctPublicFunctions` / `ctPublic` (contract a): the
 * definition the config's types come from. The start-up path reads the keys with the
 * zod-free checks of config-checks.ts, which config-checks.test.ts compares with these
 * schemas; code off the start-up path may parse with the schemas directly.
 */
export const CHECKED = {
  /** A switch printed as a boolean, 0/1 or "0"/"1"/"true"/"false"/"". */
  flag: z.pipe(
    z.union([z.boolean(), z.number(), z.string(), z.null()]),
    z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
  ),
  text: z.string(),
  cookieMode: z.enum(['native', 'alternative', 'none']),
  ajaxType: z.enum(['rest', 'admin_ajax']),
  prefix: z.string().check(z.regex(/^[A-Za-z1-9_-]*$/)),
  nonce: z.string().check(z.regex(/^[0-9a-f]*$/)),
  // Coerced to text first so a printed number (3) and a string ("3") read alike.
  pixel: z.pipe(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((v) => String(v)),
    ),
    z.enum(['0', '1', '2', '3']),
  ),
  // Kept as printed: the server prints a number (a random key) or a sha256 text, and the
  // original stores that value as is, so the no-cookie data carries a number for a number.
  checkjs: z.union([z.string().check(z.minLength(1)), z.number()]),
}

/** The value a key of kind `K` reads as. */
export type ConfigOutput<K extends keyof typeof CHECKED> = z.output<(typeof CHECKED)[K]>

/** `theRealPerson` as the badge reads it (admin pages print it without the shield). */
export const BADGE_OBJECT = z.object({
  phrases: z.object({
    trpHeading: z.string(),
    trpContent1: z.string(),
    trpContent2: z.string(),
    trpContentLearnMore: z.optional(z.string()),
  }),
  trpContentLink: z.optional(z.string()),
  imgPersonUrl: z.string(),
})

/** The value `BADGE_OBJECT` reads. */
export type BadgeObject = z.output<typeof BADGE_OBJECT>

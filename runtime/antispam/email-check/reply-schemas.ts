import * as z from 'zod/mini'

// The email checks' replies (contract c.3, c.4) as zod schemas: the definition the small
// readers of reply-checks.ts are tested against (reply-checks.test.ts). Not in the chunk:
// zod made the checker's chunk 21.5 KB where it is 7 KB without.

/** `check_email_exist_post`: `{result: {result, text_result?}}`. */
export const existReply = z.object({
  result: z.object({ result: z.string(), text_result: z.optional(z.string()) }),
})

/** `check_email_before_post`: `{result: {<email>: {result}}}`. */
export const beforePostReply = z.object({
  result: z.record(z.string(), z.object({ result: z.string() })),
})

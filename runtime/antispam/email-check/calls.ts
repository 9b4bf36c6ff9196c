import * as z from 'zod/mini'
import type { AntispamContext } from '../context/feature'

const existReply = z.object({
  result: z.object({ result: z.string(), text_result: z.optional(z.string()) }),
})
const beforePostReply = z.object({
  result: z.record(z.string(), z.object({ result: z.string() })),
})

/** The exists check's answer: EXISTS is good, anything else bad. */
export interface ExistAnswer {
  readonly result: string
  readonly text: string
}

/**
 * `check_email_exist_post` (contract c.4), always over REST for this call only. Resolves
 * undefined on errors and replies without `result` (they are ignored).
 */
export async function checkExists(
  ctx: AntispamContext,
  email: string,
): Promise<ExistAnswer | undefined> {
  const r = await ctx.transport.call({
    action: 'apbct_email_check_exist_post',
    route: 'check_email_exist_post',
    transport: 'rest',
    fields: { email },
  })
  if (!r.ok) return undefined
  const parsed = existReply.safeParse(r.data)
  if (!parsed.success) return undefined
  return { result: parsed.data.result.result, text: parsed.data.result.text_result ?? '' }
}

/** `check_email_before_post` (contract c.3): the result for `email`, or undefined. */
export async function checkBeforePost(
  ctx: AntispamContext,
  email: string,
): Promise<string | undefined> {
  const r = await ctx.transport.call({
    action: 'apbct_email_check_before_post',
    route: 'check_email_before_post',
    fields: { email },
  })
  if (!r.ok) return undefined
  const parsed = beforePostReply.safeParse(r.data)
  return parsed.success ? parsed.data.result[email]?.result : undefined
}

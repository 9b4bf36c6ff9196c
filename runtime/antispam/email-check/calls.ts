import type { AntispamContext } from '../context/feature'
import { readBeforePostResult, readExistReply, type ExistAnswer } from './reply-checks'

export type { ExistAnswer } from './reply-checks'

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
  return r.ok ? readExistReply(r.data) : undefined
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
  return r.ok ? readBeforePostResult(r.data, email) : undefined
}

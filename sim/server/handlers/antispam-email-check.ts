import { HttpResponse, type RequestHandler } from 'msw'
import type { SiteContext } from '../site-context'
import { antispamEndpoint } from './wp-endpoint'

/** The server's result texts (c.4, the backtick is the plugin's). */
export const EXIST_TEXTS = {
  EXISTS: 'The email exists and is good to use! Anti-Spam by CleanTalk.',
  NOT_EXISTS: 'The email doesn`t exist, double check the address. Anti-Spam by CleanTalk.',
  MX_FAIL: 'The email domain has no mail server. Anti-Spam by CleanTalk.',
  MX_ERROR: 'The email domain could not be checked. Anti-Spam by CleanTalk.',
} as const

// Error bodies go out without a JSON content type, as the plugin sends them.
const errorText = (code: string) =>
  new HttpResponse(JSON.stringify({ error: code }), { headers: { 'content-type': 'text/html' } })

/**
 * `apbct_email_check_exist_post` / `check_email_exist_post` (c.4) and
 * `apbct_email_check_before_post` / `check_email_before_post` (c.3), answering per the
 * policy's `emailExist` and `emailBeforePost`.
 */
export function emailCheckHandlers(ctx: SiteContext): RequestHandler[] {
  return [
    ...antispamEndpoint(
      ctx,
      { action: 'apbct_email_check_exist_post', route: 'check_email_exist_post' },
      ({ fields }) => {
        if (!fields.email) return errorText('EMPTY_DATA')
        const answer = ctx.policy.emailExist
        if (answer === 'error') return errorText('ERROR_CHECKING_EMAIL')
        if (answer === 'no_result') return HttpResponse.json({ success: true })
        const result = answer.toUpperCase() as keyof typeof EXIST_TEXTS
        return HttpResponse.json({ result: { result, text_result: EXIST_TEXTS[result] } })
      },
    ),
    ...antispamEndpoint(
      ctx,
      { action: 'apbct_email_check_before_post', route: 'check_email_before_post' },
      ({ fields }) => {
        const email = fields.email
        if (!email) return errorText('EMPTY_DATA')
        const answer = ctx.policy.emailBeforePost
        if (answer === 'error') return errorText('ERROR_CHECKING_EMAIL')
        return HttpResponse.json({ result: { [email]: { result: answer.toUpperCase() } } })
      },
    ),
  ]
}

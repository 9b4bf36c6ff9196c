import type { RequestHandler } from 'msw'
import type { SiteContext } from '../site-context'
import { antispamEndpoint, dieJson, type AntispamCall } from './wp-endpoint'

/** The server's result texts (c.4, the backtick is the plugin's). */
export const EXIST_TEXTS = {
  EXISTS: 'The email exists and is good to use! Anti-Spam by CleanTalk.',
  NOT_EXISTS: 'The email doesn`t exist, double check the address. Anti-Spam by CleanTalk.',
  MX_FAIL: 'The email domain has no mail server. Anti-Spam by CleanTalk.',
  MX_ERROR: 'The email domain could not be checked. Anti-Spam by CleanTalk.',
} as const

// The plugin dies with its JSON: admin-ajax sends it as HTML, REST as JSON.
const errorText = (code: string, transport: AntispamCall['transport']) =>
  dieJson({ error: code }, transport)

/**
 * `apbct_email_check_exist_post` / `check_email_exist_post` (c.4) and
 * `apbct_email_check_before_post` / `check_email_before_post` (c.3), answering per the
 * policy's `emailExist` and `emailBeforePost`.
 */
export function emailCheckHandlers(ctx: SiteContext): RequestHandler[] {
  return [
    ...antispamEndpoint(
      ctx,
      {
        action: 'apbct_email_check_exist_post',
        route: 'check_email_exist_post',
        required: ['email'],
      },
      ({ fields, transport }) => {
        if (!fields.email) return errorText('EMPTY_DATA', transport)
        const answer = ctx.policy.emailExist
        if (answer === 'error') return errorText('ERROR_CHECKING_EMAIL', transport)
        if (answer === 'no_result') return dieJson({ success: true }, transport)
        const result = answer.toUpperCase() as keyof typeof EXIST_TEXTS
        return dieJson({ result: { result, text_result: EXIST_TEXTS[result] } }, transport)
      },
    ),
    ...antispamEndpoint(
      ctx,
      {
        action: 'apbct_email_check_before_post',
        route: 'check_email_before_post',
        required: ['email'],
      },
      ({ fields, transport }) => {
        const email = fields.email
        if (!email) return errorText('EMPTY_DATA', transport)
        const answer = ctx.policy.emailBeforePost
        if (answer === 'error') return errorText('ERROR_CHECKING_EMAIL', transport)
        return dieJson({ result: { [email]: { result: answer.toUpperCase() } } }, transport)
      },
    ),
  ]
}

import { UsageError } from '../../errors'
import { bramble } from '../../message'
import type { ServerOutcome } from '../../report/schema'
import { SITE_AUTH_ENV, type SiteAuth } from '../../site/site-auth'
import { outcomeOfStatus } from './server-outcome'

/** A signed-in user's view of a real site: what it says about one comment. */
export interface SiteSession {
  /** The comment's status as the route the site map names gives it. */
  commentStatus(id: number): Promise<{ status: string } | { error: string }>
}

/** The names and values of a response's `Set-Cookie` headers, as a `Cookie` header. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !/=deleted$|=$/.test(c))
    .join('; ')
}

/** The status an admin's edit-comment view shows checked (`comment_status` radio). */
function checkedStatus(html: string): string | undefined {
  for (const input of html.match(/<input\b[^>]*>/gi) ?? []) {
    if (!/\bname=["']comment_status["']/i.test(input) || !/\bchecked\b/i.test(input)) continue
    return /\bvalue=["']([^"']*)["']/i.exec(input)?.[1]
  }
  return undefined
}

/**
 * Signs in to the site as `auth` says, once per run: with a password through `wp-login.php`
 * (as a person's browser does: the test cookie, then the login cookies), then a REST nonce
 * from `admin-ajax.php?action=rest-nonce` so REST routes see the user too; with an application
 * password, HTTP Basic on every request. `route` is the site map's `outcomes.comment` under the
 * site's URL, `{id}` standing for the comment. Bad credentials are a usage error, before any
 * visitor is sent.
 */
export async function signIn(
  base: URL,
  route: string,
  auth: SiteAuth,
  userAgent: string,
): Promise<SiteSession> {
  const at = (path: string) => new URL(base.pathname.replace(/\/$/, '') + path, base.origin)
  const headers: Record<string, string> = { 'user-agent': userAgent }
  if ('applicationPassword' in auth) {
    headers.authorization = `Basic ${Buffer.from(`${auth.user}:${auth.applicationPassword}`).toString('base64')}`
  } else {
    const login = at('/wp-login.php')
    const reply = await fetch(login, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        ...headers,
        'content-type': 'application/x-www-form-urlencoded',
        cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
      },
      body: new URLSearchParams({
        log: auth.user,
        pwd: auth.password,
        testcookie: '1',
        'wp-submit': 'Log In',
        redirect_to: at('/wp-admin/').href,
      }),
    }).catch((error: Error) => {
      throw new UsageError(
        bramble(`Failed to sign in at ${login.href}: ${error.message}. Check that the site is up.`),
      )
    })
    await reply.arrayBuffer()
    const cookie = cookiesOf(reply)
    if (!/wordpress_logged_in_/.test(cookie))
      throw new UsageError(
        bramble(
          `Failed to sign in at ${login.href} as "${auth.user}": the site answered ${reply.status} without a login cookie. Check the user and password of --site-auth (or ${SITE_AUTH_ENV}).`,
        ),
      )
    headers.cookie = cookie
    const nonce = await fetch(at('/wp-admin/admin-ajax.php?action=rest-nonce'), { headers })
      .then(async (r) => ({ ok: r.ok, text: (await r.text()).trim() }))
      .catch(() => ({ ok: false, text: '' }))
    if (nonce.ok && /^[0-9a-f]{10}$/.test(nonce.text)) headers['x-wp-nonce'] = nonce.text
  }
  return {
    async commentStatus(id) {
      const url = at(route.replaceAll('{id}', String(id)))
      try {
        const reply = await fetch(url, { headers, redirect: 'manual' })
        const text = await reply.text()
        if (!reply.ok)
          return { error: `${url.href} answered ${reply.status}: ${text.slice(0, 120)}` }
        if ((reply.headers.get('content-type') ?? '').includes('json')) {
          const json = JSON.parse(text) as { status?: unknown }
          if (typeof json.status === 'string') return { status: json.status }
          return { error: `${url.href} answered JSON without a "status"` }
        }
        const checked = checkedStatus(text)
        return checked === undefined
          ? { error: `${url.href} shows no checked comment_status (not the edit-comment view?)` }
          : { status: checked }
      } catch (error) {
        return { error: `${url.href}: ${(error as Error).message}` }
      }
    },
  }
}

/**
 * The page's outcome, confirmed by the site's own view of the comment when there is one: the
 * route's status wins (it knows a comment kept as spam, which the redirect does not show).
 */
export async function confirmOutcome(
  outcome: ServerOutcome,
  session: SiteSession | undefined,
): Promise<ServerOutcome> {
  if (!session || outcome.commentId === undefined) return outcome
  const read = await session.commentStatus(outcome.commentId)
  if ('error' in read) return { ...outcome, routeError: read.error }
  const said = outcomeOfStatus(read.status)
  return said
    ? { ...outcome, outcome: said, via: 'route', routeStatus: read.status }
    : { ...outcome, routeStatus: read.status, routeError: `unknown status "${read.status}"` }
}

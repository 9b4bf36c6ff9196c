/**
 * The second page of the anti-spam side by side (issue 26): WordPress's registration form
 * (`wp-login.php?action=register`), shaped nothing like the comment page — the login
 * screen's own document and styles, one short form, no theme, no comments, no badges — on a
 * site with the pixel on and both email checks on, so a visit runs the pixel's start-up and
 * the email-check path a registration address gets. A budget that holds only on the page it
 * was tuned on fails here.
 */
import type { Browser } from 'puppeteer'
import type { PageContext } from '../sim/pages'
import type { SiteKnobsInput } from '../sim/site'
import { antispamScripts, type CommentPageOptions, type Impl } from './side-pages'
import { bramble } from '../sim/message'

/** The site settings the registration page is measured with, besides mode and detector. */
export const REGISTER_KNOBS = {
  pixel: '2',
  emailCheckBeforePost: true,
  emailCheckExist: true,
} as const satisfies SiteKnobsInput

// The login screen's look, cut down (wp-admin/css/login.min.css sets the same boxes).
const LOGIN_CSS = `<style>
body.login{background:#f0f0f1;min-width:0;color:#3c434a;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;font-size:13px;line-height:1.4}
#login{width:320px;padding:5% 0 0;margin:auto}
.login h1 a{display:block;width:84px;height:84px;margin:0 auto 25px;background:#3c434a;border-radius:50%;text-indent:-9999px;overflow:hidden}
.login .message{border-left:4px solid #72aee6;padding:12px;margin-left:0;margin-bottom:20px;background:#fff;box-shadow:0 1px 1px rgba(0,0,0,.04)}
.login form{margin-top:20px;padding:26px 24px;font-weight:400;overflow:hidden;background:#fff;border:1px solid #c3c4c7;box-shadow:0 1px 3px rgba(0,0,0,.04)}
.login label{font-size:14px;line-height:1.5;display:inline-block;margin-bottom:3px}
.login form .input{font-size:24px;line-height:1.33;width:100%;border-width:.0625rem;padding:.1875rem .3125rem;margin:0 6px 16px 0;min-height:40px;max-height:none;box-sizing:border-box}
.login .button-primary{float:right;min-height:32px;padding:0 12px;background:#2271b1;border:1px solid #2271b1;color:#fff;border-radius:3px}
.login #nav,.login #backtoblog{font-size:13px;padding:0 24px;margin:24px 0 0}
</style>`

/** The site settings of one registration page shape. */
export const registerKnobs = (knobs: SiteKnobsInput): SiteKnobsInput => ({
  ...knobs,
  ...REGISTER_KNOBS,
})

/**
 * The registration screen as WordPress prints it, with the anti-spam plugin's scripts of
 * `impl` in `<head>`; the form posts to the site's `wp-login.php?action=register`.
 */
export function registerPage(ctx: PageContext, options: CommentPageOptions): string {
  const { pixel, emailCheckExist } = ctx.knobs
  if (pixel !== REGISTER_KNOBS.pixel || !emailCheckExist)
    throw new Error(
      bramble(
        'bench: the registration page is measured with the pixel and the email checks on; start its site with registerKnobs().',
      ),
    )
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<title>Registration Form ‹ Bramble Test Site — WordPress</title>
<meta name="robots" content="max-image-preview:large, noindex, noarchive">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
${LOGIN_CSS}
${antispamScripts(ctx, options)}
</head>
<body class="login no-js login-action-register wp-core-ui locale-en-us">
<script>document.body.className = document.body.className.replace('no-js','js');</script>
<div id="login">
<h1><a href="https://wordpress.org/">Powered by WordPress</a></h1>
<p class="message register">Register For This Site</p>
<form name="registerform" id="registerform" action="${ctx.origin}/wp-login.php?action=register" method="post" novalidate="novalidate">
<p><label for="user_login">Username</label>
<input type="text" name="user_login" id="user_login" class="input" value="" size="20" autocapitalize="off" autocomplete="username" required="required"></p>
<p><label for="user_email">Email</label>
<input type="email" name="user_email" id="user_email" class="input" value="" size="25" autocomplete="email" required="required"></p>
<p id="reg_passmail">Registration confirmation will be emailed to you.</p>
<input type="hidden" name="redirect_to" value="">
<p class="submit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="Register"></p>
</form>
<p id="nav"><a href="${ctx.origin}/wp-login.php">Log in</a> | <a href="${ctx.origin}/wp-login.php?action=lostpassword">Lost your password?</a></p>
<p id="backtoblog"><a href="${ctx.origin}/">← Go to Bramble Test Site</a></p>
</div>
</body>
</html>
`
}

/**
 * Checks, in an ordinary page of its own, that a version of the registration page really
 * runs: no uncaught error, the pixel drawn with the detector off (with it on, the original's
 * bundle draws none: the cloud's detector script, offline here, would), and (the original) its
 * JS key stored. A bench that measured a broken page would flatter one side.
 */
export async function preflightRegister(
  browser: Browser,
  url: string,
  impl: Impl,
  shape: string,
  detector: boolean,
): Promise<void> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(String(e)))
    await page.goto(url, { waitUntil: 'load' })
    await page.focus('#user_email')
    const pixel =
      detector ||
      (await page
        .waitForSelector('img#apbct_pixel', { timeout: 10_000 })
        .then(() => true)
        .catch(() => false))
    const checkjs = await page.evaluate(
      () => document.cookie.includes('ct_checkjs=') || localStorage.getItem('ct_checkjs') !== null,
    )
    const wrong = [
      ...errors,
      ...(pixel ? [] : ['no pixel drawn in 10 s']),
      ...(impl === 'original' && !checkjs ? ['no ct_checkjs stored'] : []),
    ]
    if (wrong.length > 0)
      throw new Error(
        bramble(
          `antispam bench: the ${impl} registration page (${shape}) does not run as it should: ${wrong.join('; ')}`,
        ),
      )
  } finally {
    await context.close()
  }
}

import { EXTERNAL_FORM_PATH, INTERNAL_FORM_PATH } from '../server/handlers/antispam-form-checks'
import { antispamHead } from './antispam-globals'
import { wpDocument } from './html'
import type { PageContext, PageFixture } from './page-context'

/** The same mock site under another host name: a form posting there is external. */
export function otherHostOrigin(origin: string): string {
  const url = new URL(origin)
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
  return url.origin
}

function externalFormDocument(ctx: PageContext, on: '0' | '1') {
  const external = `${otherHostOrigin(ctx.origin)}${EXTERNAL_FORM_PATH}`
  return wpDocument({
    title: 'Newsletter',
    head: antispamHead(ctx, {
      settings__forms__check_external: on,
      settings__forms__check_internal: on,
    }),
    bodyClass: 'page-template-default page page-id-21 wp-singular',
    body: `<h1 class="entry-title">Newsletter</h1>
<form id="newsletter" action="${external}" method="post">
<input name="email" type="email" required><input type="text" placeholder="Unnamed">
<button type="submit" name="list" value="weekly">Weekly</button>
<button type="submit" name="list" value="monthly">Monthly</button>
</form>
<form role="search" class="search-form" action="${external}" method="post">
<input name="s"><button type="submit">Search</button>
</form>
<form id="callback" action="${ctx.origin}${INTERNAL_FORM_PATH}" method="post">
<input name="phone"><input type="submit" name="send" value="Call me">
</form>`,
  })
}

/**
 * A page with an external newsletter form (action on another host), an excluded external
 * search form and a form posting to a `.php` script of the site; both form checks on.
 */
export const externalFormPage: PageFixture = {
  id: 'external-form',
  title: 'External and internal forms',
  description:
    'An external-action newsletter form, an excluded search form and an internal .php form; settings__forms__check_external and check_internal on.',
  render: (ctx) => externalFormDocument(ctx, '1'),
}

/** The same page with both switches off. */
export const externalFormOffPage: PageFixture = {
  id: 'external-form-off',
  title: 'External and internal forms, checks off',
  description:
    'The external-form page with settings__forms__check_external and check_internal off.',
  render: (ctx) => externalFormDocument(ctx, '0'),
}

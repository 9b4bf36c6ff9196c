/**
 * Which forms the external and internal form checks hold (contract c.7, f "External-form
 * cloning"). Each rule reads attributes and structure only.
 */

/** The form's `action` attribute resolved against the page, or undefined without one. */
function actionUrl(form: HTMLFormElement): URL | undefined {
  const action = form.getAttribute('action')
  if (action === null) return undefined
  try {
    return new URL(action, form.ownerDocument.baseURI)
  } catch {
    return undefined
  }
}

const EXCLUDED_IDS = [
  'give-form',
  'give-next-gen',
  'frmCalc',
  'ihf-contact-request-form',
  'wpforms',
  'fast-cmp-form',
]
const EXCLUDED_CLASSES = [
  'search-form',
  'hs-form',
  'ihc-form-create-edit',
  'nf-form-content',
  'elementor-form',
  'wpforms',
  'et_pb_searchform',
]
const EXCLUDED_PARENT_CLASSES = ['mewtwo', 'b24-form-content']

/**
 * The external-form exclusions of contract (f): an id containing one of the ids; a class
 * attribute containing one of the classes (a form without one: a descendant with the class);
 * an action containing PayPal's `cgi-bin/webscr`; a parent whose first class starts with
 * `mewtwo` or `b24-form-content`. Those forms have their own integration, or are searches.
 */
export function excludedFromExternal(form: HTMLFormElement): boolean {
  const id = form.getAttribute('id') ?? ''
  if (EXCLUDED_IDS.some((x) => id.includes(x))) return true
  const cls = form.getAttribute('class')
  if (
    cls
      ? EXCLUDED_CLASSES.some((x) => cls.includes(x))
      : form.querySelector(EXCLUDED_CLASSES.map((x) => `.${x}`).join()) !== null
  )
    return true
  if ((form.getAttribute('action') ?? '').includes('cgi-bin/webscr')) return true
  const first = form.parentElement?.classList[0] ?? ''
  return EXCLUDED_PARENT_CLASSES.some((x) => first.startsWith(x))
}

/**
 * An external form: its action is an http(s) URL on another host than the page's, and it
 * is not excluded.
 */
export function isExternalForm(form: HTMLFormElement, pageHost: string): boolean {
  const url = actionUrl(form)
  return (
    url !== undefined &&
    /^https?:$/.test(url.protocol) &&
    url.hostname.toLowerCase() !== pageHost.toLowerCase() &&
    !excludedFromExternal(form)
  )
}

/** WordPress's own scripts, which the internal check leaves alone. */
const INTERNAL_EXCLUDED = ['wp-login.php', 'wp-comments-post.php']

/**
 * An internal form, as the reference plugin picks them: its action is a `.php` script under
 * the site's home (`blog_home`), other than the login and comment scripts.
 */
export function isInternalForm(form: HTMLFormElement, blogHome: string): boolean {
  const url = actionUrl(form)
  if (!url || !blogHome || !url.href.startsWith(blogHome)) return false
  const rest = url.href.slice(blogHome.length)
  return rest.includes('.php') && !INTERNAL_EXCLUDED.some((x) => rest.includes(x))
}

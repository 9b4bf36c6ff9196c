/**
 * The third-party embeds the reference plugin covers until a check allows the visitor
 * (contract c.7 `cleantalk_outside_iframe_ajax_check`): form, booking and chat services in
 * an iframe, and two widgets drawn in a div. Each rule reads attributes only.
 */

/** The tag kind of a covered embed; it names the localStorage list of covered embeds. */
export type EmbedKind = 'DIV' | 'IFRAME'

const IFRAME_SOURCES = [
  'form.typeform.com',
  'forms.zohopublic.com',
  'link.surepathconnect.com',
  'hello.dubsado.com',
]
// All-in-One chat and contact-form widgets (styled-components class names).
const DIV_CLASSES = ['Window__Content-sc', 'WidgetBackground__Content-sc']

/** The embed's kind when it is one the check covers, else undefined. */
export function outsideEmbedKind(el: Element): EmbedKind | undefined {
  const cls = el.getAttribute('class') ?? ''
  if (el.tagName === 'IFRAME') {
    const src = (el as HTMLIFrameElement).src
    if (
      IFRAME_SOURCES.some((s) => src.includes(s)) ||
      el.classList.contains('hs-form-iframe') ||
      (src.includes('facebook.com') && src.includes('plugins/comments.php')) ||
      el.id.includes('chatway_widget_app')
    )
      return 'IFRAME'
  } else if (el.tagName === 'DIV' && DIV_CLASSES.some((c) => cls.includes(c))) return 'DIV'
  return undefined
}

/**
 * The name an embed is remembered by: its id, else its class attribute, else the first 50
 * characters of its src; undefined when it has none (such an embed cannot be told apart
 * and is not covered, as in the reference plugin).
 */
export function embedName(el: Element): string | undefined {
  const src = el.tagName === 'IFRAME' ? (el as HTMLIFrameElement).src : ''
  return el.id || el.getAttribute('class') || src.slice(0, 50) || undefined
}

/** The localStorage entry listing the covered embeds of a kind (contract d wrapper). */
export const coveredListKey = (kind: EmbedKind) =>
  `apbct_outside_functional_protected_tags__${kind}`

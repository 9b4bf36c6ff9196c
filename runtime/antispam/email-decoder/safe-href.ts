import { isValidEmail } from '../email-check/syntax'

/** The part of a decoded contact shown to the visitor: before the first `?` or `&`. */
export function visiblePart(decoded: string): string {
  const cut = decoded.search(/[?&]/)
  return cut === -1 ? decoded : decoded.slice(0, cut)
}

/** A phone number as links may carry it: digits with common separators, optional leading +. */
export function isValidPhone(value: string): boolean {
  return /^\+?[\d\s().-]{3,32}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 3
}

/**
 * The href for a decoded mailto/tel link, or undefined when the decoded value does not
 * pass the email or phone syntax (so a server string can never become a script URL).
 */
export function safeContactHref(scheme: 'mailto:' | 'tel:', decoded: string): string | undefined {
  const address = visiblePart(decoded)
  if (scheme === 'mailto:') {
    if (!isValidEmail(address)) return undefined
    // The query (`?subject=…`) stays, percent-encoded where it is not already URL-safe.
    const query = decoded.slice(address.length)
    return `mailto:${address}${query ? encodeURI(query).replace(/#/g, '%23') : ''}`
  }
  return isValidPhone(address) ? `tel:${address.replace(/[\s().-]/g, '')}` : undefined
}

/** The scheme of a mailto/tel link, if the node is one. */
export function contactScheme(node: Element): 'mailto:' | 'tel:' | undefined {
  if (node.tagName !== 'A') return undefined
  const href = (node.getAttribute('href') ?? '').trim().toLowerCase()
  if (href.startsWith('mailto:')) return 'mailto:'
  if (href.startsWith('tel:')) return 'tel:'
  return undefined
}

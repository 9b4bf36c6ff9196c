import { TOKEN_KEY } from '../../engine/added-field'
import { guard, type Integration } from '../../engine/env'

const LINK = 'a.add_to_cart_button:not(.product_type_variable):not(.wc-interactive)'

/** The href with `ct_bot_detector_event_token=<token>` added once. */
export function withToken(href: string, token: string): string {
  if (href.includes(`${TOKEN_KEY}=`)) return href
  const hash = href.indexOf('#')
  const base = hash < 0 ? href : href.slice(0, hash)
  const fragment = hash < 0 ? '' : href.slice(hash)
  const sep = base.includes('?') ? '&' : '?'
  return `${base}${sep}${TOKEN_KEY}=${encodeURIComponent(token)}${fragment}`
}

/**
 * With the detector on and WooCommerce AJAX add-to-cart off, a click on a simple product's
 * add-to-cart link carries the token in its href (one delegated, passive listener).
 */
export const addToCartLinksIntegration: Integration = {
  name: 'add-to-cart-links',
  install(env) {
    if (!env.fields.detectorOn || env.settings.wcAjaxAddToCart) return () => undefined
    const onClick = (event: Event) =>
      guard(() => {
        const link = (event.target as Element | null)?.closest?.(LINK) as HTMLAnchorElement | null
        const token = env.fields.token()
        const href = link?.getAttribute('href')
        if (!link || !token || !href) return
        link.setAttribute('href', withToken(href, token))
      }, undefined)
    const doc = env.win.document
    doc.addEventListener('click', onClick, { capture: true, passive: true })
    return () => doc.removeEventListener('click', onClick, { capture: true })
  },
}

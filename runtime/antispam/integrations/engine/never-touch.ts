/** Hosts and paths whose requests are never rewritten (contract f, "Fetch never-touch"). */
export const NEVER_TOUCH: readonly string[] = [
  'google.com/recaptcha',
  'gstatic.com/recaptcha',
  'recaptcha.google.com',
  'recaptcha.net',
  'www.google.com/recaptcha',
  'apis.google.com',
  'paypal.com',
  'api.paypal.com',
  'www.paypal.com',
  'js.stripe.com',
  'api.stripe.com',
  'checkout.stripe.com',
  'api.doboard.com',
]

/** Whether a request URL is on the never-touch list. */
export function isNeverTouch(url: string): boolean {
  return NEVER_TOUCH.some((part) => url.includes(part))
}

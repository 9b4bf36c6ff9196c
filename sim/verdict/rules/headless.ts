import type { Rule } from '../signals'

/** Automation flags a stock headless browser shows. */
export const headless: Rule = (s) => {
  if (s.webdriver) return { score: 1, reason: 'navigator.webdriver is true' }
  if (s.headlessUserAgent) return { score: 0.8, reason: 'the user agent says HeadlessChrome' }
  return undefined
}

import { createRequire } from 'node:module'
import type { Browser } from 'puppeteer'

/**
 * The rule docs/hostile-pages.md states for server HTML, written here apart from the runtime:
 * DOMPurify's defaults, no `form` or `style`, `iframe` kept for embeds (with its embed
 * attributes), and link/source URLs only http(s), mailto, tel or relative.
 */
const RULE = {
  FORBID_TAGS: ['form', 'style'],
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy'],
  ALLOWED_URI_SOURCE: '^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))',
}

/**
 * What a visitor must find in an element that shows each of `payloads` as sanitized server
 * HTML: the payload through the reference sanitizer (the `dompurify` package as installed,
 * with {@link RULE}), put into a `div` and read back as its `innerHTML`. Worked out in a
 * policy-free page of its own, so the page under test sees nothing of it (no script, no
 * violation report) and the runtime's code plays no part in it.
 */
export async function referenceSanitized(browser: Browser, payloads: string[]): Promise<string[]> {
  const page = await browser.newPage()
  try {
    const require = createRequire(import.meta.url)
    await page.addScriptTag({ path: require.resolve('dompurify/dist/purify.min.js') })
    return await page.evaluate(
      (all, rule) => {
        const { ALLOWED_URI_SOURCE, ...config } = rule
        type Purify = { sanitize(h: string, c: object): string }
        const purify = (window as unknown as { DOMPurify: Purify }).DOMPurify
        // An inert document: images and frames of the payloads load nothing here.
        const doc = document.implementation.createHTMLDocument('')
        return all.map((html) => {
          const box = doc.createElement('div')
          box.innerHTML = purify.sanitize(html, {
            ...config,
            ALLOWED_URI_REGEXP: new RegExp(ALLOWED_URI_SOURCE, 'i'),
          })
          return box.innerHTML
        })
      },
      payloads,
      RULE,
    )
  } finally {
    await page.close()
  }
}

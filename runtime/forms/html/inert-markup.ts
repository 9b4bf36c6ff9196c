/**
 * Markup that needs no sanitizer: every `<` opens or closes one of a few formatting tags with
 * no attributes (no handler, URL or style can ride along), and no other tag, comment or
 * declaration appears. The HTML parser can build nothing else from such a string (`&` only
 * ever decodes to text), so it is shown as is and the sanitizer chunk is not loaded for it.
 */
const NOT_INERT =
  /<(?!\/?(?:p|br|hr|b|i|u|s|em|strong|small|sub|sup|span|div|ul|ol|li|h[1-6]|blockquote)\s*\/?>)/i

/** Whether `html` is markup the page can show without sanitizing (see the module note). */
export function isInertMarkup(html: string): boolean {
  return !NOT_INERT.test(html)
}

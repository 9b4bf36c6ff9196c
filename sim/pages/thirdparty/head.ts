import { antispamHead, ctPublic } from '../antispam-globals'
import { scriptJson } from '../html'
import type { PageContext } from '../page-context'

/** Where WordPress serves its bundled jQuery (the mock site answers it from node_modules). */
export const JQUERY_SRC = '/wp-includes/js/jquery/jquery.min.js'

/** WordPress's jQuery tag, printed in the head before the plugins' scripts. */
export function jqueryTag(): string {
  return `<script src="${JQUERY_SRC}?ver=3.7.1" id="jquery-core-js"></script>`
}

/**
 * The anti-spam globals and bundle with some `ctPublic` switches changed, as a site with
 * those plugin settings prints them.
 */
export function antispamHeadWith(
  ctx: PageContext,
  publicOverrides: Record<string, unknown>,
): string {
  const base = scriptJson(ctPublic(ctx))
  return antispamHead(ctx).replace(base, scriptJson({ ...ctPublic(ctx), ...publicOverrides }))
}

/** An inline footer script (WordPress prints plugin scripts at the end of the body). */
export function footerScript(id: string, code: string): string {
  return `<script id="${id}">\n${code.trim()}\n</script>`
}

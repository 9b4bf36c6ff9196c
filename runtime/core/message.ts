/**
 * The one formatter of the browser bundles' messages: `[bramble] ` before the text, which says
 * what failed, where (the form, field, global or endpoint) and how to fix it — e.g.
 * `[bramble] Failed to load the date picker:` — so a page's console tells our lines from the
 * host page's. Node code has its own (sim/message.js); lint forbids the prefix written by
 * hand anywhere else (`bramble/message-prefix`).
 */
/* @__NO_SIDE_EFFECTS__ */
export function bramble(text: string): string {
  return '[bramble] ' + text
}

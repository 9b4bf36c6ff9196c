// The one formatter of Bramble's messages in Node: sim/, cli/, scripts/ and bench/ (the
// browser bundles have runtime/core/message.ts). Plain JavaScript with its types beside it
// (message.d.ts), so Node's own .mjs scripts import it as well as the TypeScript code.
// Lint forbids the prefix written by hand anywhere else (`bramble/message-prefix`).

/**
 * `[bramble] ` before the text, which says what failed, where (the file, value or flag) and
 * how to fix it: `bramble('Failed to read scenario a.yaml: … . Fix the YAML syntax there.')`.
 * @param {string} text
 * @returns {string}
 */
export function bramble(text) {
  return `[bramble] ${text}`
}

/**
 * `[bramble] ` before the text, which says what failed, where (the file, value or flag) and
 * how to fix it: `bramble('Failed to read scenario a.yaml: … . Fix the YAML syntax there.')`.
 * The one formatter of Bramble's messages in Node (sim/message.js).
 */
export declare function bramble(text: string): string

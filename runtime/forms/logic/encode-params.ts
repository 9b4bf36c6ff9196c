// Its own module: the resume request (submit-reply chunk) posts with it, without the kind
// table the submit body's builder needs.
/** URL-encodes pairs exactly as jQuery's `$.param` does (`encodeURIComponent`, `%20` → `+`). */
export function encodeParams(pairs: readonly (readonly [string, string])[]): string {
  return pairs
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')
    .replace(/%20/g, '+')
}

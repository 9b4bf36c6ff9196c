import { mayBeBlock, type IntegrationEnv } from './env'

/** Untrusted replies larger than this are not read (a block reply is a few hundred bytes). */
const MAX_UNTRUSTED_BYTES = 65536

/**
 * Reads a reply for block detection without consuming the page's response; the text goes
 * to detection as it is (block detection parses it, in the lazy chunk).
 */
export function scanReply(promise: Promise<Response>, env: IntegrationEnv, trusted: boolean): void {
  promise
    .then((response) => {
      // Arbitrary page traffic is only read when it is small JSON: large or streamed
      // bodies (downloads, media, API listings) are never buffered for a check. A missing
      // length reads as 0, a missing type as not JSON.
      const headers = response.headers
      if (
        trusted ||
        (/json/.test(headers.get('content-type')!) &&
          Number(headers.get('content-length')) <= MAX_UNTRUSTED_BYTES)
      )
        return response
          .clone()
          .text()
          .then((text) => mayBeBlock(text, trusted) && env.reply(text, trusted))
    })
    .catch(() => undefined)
}

import { mayBeBlock, parseReply, type IntegrationEnv } from './env'

/** Untrusted replies larger than this are not read (a block reply is a few hundred bytes). */
const MAX_UNTRUSTED_BYTES = 65536

function tooLarge(response: Response): boolean {
  return Number(response.headers.get('content-length') ?? 0) > MAX_UNTRUSTED_BYTES
}

function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('json')
}

/** Reads a reply for block detection without consuming the page's response. */
export function scanReply(promise: Promise<Response>, env: IntegrationEnv, trusted: boolean): void {
  promise
    .then((response) => {
      // Arbitrary page traffic is only read when it is small JSON: large or streamed
      // bodies (downloads, media, API listings) are never buffered for a check.
      if (!trusted && (!isJson(response) || tooLarge(response))) return
      return response
        .clone()
        .text()
        .then((text) => mayBeBlock(text, trusted) && env.reply(parseReply(text), trusted))
    })
    .catch(() => undefined)
}

import type { DecodeOutcome } from './decode-call'
import type { AllDecoderTexts } from './texts'

/**
 * The popup line for a decode that did not give the clicked node an address (contract c.1):
 * `<decoder>: Blocked: <comment>`, `<decoder>: Cannot connect: <comment>`, or the
 * transport's error text / the cannot-decode default.
 */
export function failureLine(
  outcome: DecodeOutcome,
  clicked: string,
  texts: AllDecoderTexts,
): string {
  let msg: string
  if (outcome.kind === 'failed') msg = outcome.error || texts.cannotDecode
  else {
    const row = outcome.rows.find((r) => r.encoded_email === clicked) ?? outcome.rows[0]
    if (!row) msg = texts.cannotDecode
    else if (outcome.success) msg = `${texts.blocked}: ${row.comment ?? ''}`
    else msg = `${texts.cannotConnect}: ${row.comment || 'unknown_error'}`
  }
  return `${texts.emailDecoder}: ${msg}`
}

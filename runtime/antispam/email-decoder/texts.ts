import type { DecoderTexts } from '../ui/types'
import { text, type SettingReader } from '../ui/page-settings'

/** Every decoder string, including the failure lines. */
export interface AllDecoderTexts extends DecoderTexts {
  readonly blocked: string
  readonly cannotConnect: string
  readonly cannotDecode: string
}

const reader =
  (read: SettingReader) =>
  (key: string, fallback: string): string =>
    read(`text__ee_${key}`, text, fallback)

/**
 * The waiting state's strings as the page prints them (`ctPublicFunctions.text__ee_*`):
 * header, wait line, second line; '' for a string the page lacks. The main bundle reads
 * these alone, so the English defaults stay in the UI chunk.
 */
export function pageWaitingTexts(read: SettingReader): [string, string, string] {
  const t = reader(read)
  return [t('email_decoder', ''), t('wait_for_decoding', ''), t('decoding_process', '')]
}

/** Reads `ctPublicFunctions.text__ee_*`, with the plugin's English defaults. */
export function readDecoderTexts(read: SettingReader): AllDecoderTexts {
  const t = reader(read)
  const [header, first, second] = pageWaitingTexts(read)
  return {
    emailDecoder: header || 'CleanTalk email decoder',
    waitForDecoding: first || 'The magic is on the way!',
    decodingProcess: second || 'Please wait a few seconds while we decode the contact data.',
    clickToSelect: t('click_to_select', 'Click to select the whole data'),
    originalEmail: t('original_email', 'The complete one is'),
    gotIt: t('got_it', 'Got it'),
    blocked: t('blocked', 'Blocked'),
    cannotConnect: t('cannot_connect', 'Cannot connect'),
    cannotDecode: t('cannot_decode', 'Can not decode email. Unknown reason'),
  }
}

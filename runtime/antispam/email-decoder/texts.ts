import type { DecoderTexts } from '../ui/types'
import { text, type SettingReader } from '../ui/page-settings'

/** Every decoder string, including the failure lines. */
export interface AllDecoderTexts extends DecoderTexts {
  readonly blocked: string
  readonly cannotConnect: string
  readonly cannotDecode: string
}

/** Reads `ctPublicFunctions.text__ee_*`, with the plugin's English defaults. */
export function readDecoderTexts(read: SettingReader): AllDecoderTexts {
  const t = (key: string, fallback: string) => read(`text__ee_${key}`, text, fallback)
  return {
    clickToSelect: t('click_to_select', 'Click to select the whole data'),
    originalEmail: t('original_email', 'The complete one is'),
    gotIt: t('got_it', 'Got it'),
    blocked: t('blocked', 'Blocked'),
    cannotConnect: t('cannot_connect', 'Cannot connect'),
    cannotDecode: t('cannot_decode', 'Can not decode email. Unknown reason'),
    emailDecoder: t('email_decoder', 'CleanTalk email decoder'),
    waitForDecoding: t('wait_for_decoding', 'The magic is on the way!'),
    decodingProcess: t(
      'decoding_process',
      'Please wait a few seconds while we decode the contact data.',
    ),
  }
}

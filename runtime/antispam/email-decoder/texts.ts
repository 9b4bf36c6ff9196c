import type { DecoderTexts } from '../chunks/ui-types'
import { text, type SettingReader } from '../config/page-settings'

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

const WAITING_KEYS = ['email_decoder', 'wait_for_decoding', 'decoding_process']

/**
 * The waiting state's strings as the page prints them (`ctPublicFunctions.text__ee_*`):
 * header, wait line, second line; undefined when one is missing or not text. The main
 * bundle reads these alone (the plugin always prints them), so the English defaults stay
 * in the UI chunk.
 */
export function pageWaitingTexts(win: Window): string[] | undefined {
  const fns = (win as unknown as { ctPublicFunctions?: Record<string, unknown> }).ctPublicFunctions
  const texts = WAITING_KEYS.map((key) => fns?.[`text__ee_${key}`])
  return texts.every((t) => typeof t === 'string' && t) ? (texts as string[]) : undefined
}

/** Reads `ctPublicFunctions.text__ee_*`, with the plugin's English defaults. */
export function readDecoderTexts(read: SettingReader): AllDecoderTexts {
  const t = reader(read)
  return {
    emailDecoder: t('email_decoder', 'CleanTalk email decoder'),
    waitForDecoding: t('wait_for_decoding', 'The magic is on the way!'),
    decodingProcess: t(
      'decoding_process',
      'Please wait a few seconds while we decode the contact data.',
    ),
    clickToSelect: t('click_to_select', 'Click to select the whole data'),
    originalEmail: t('original_email', 'The complete one is'),
    gotIt: t('got_it', 'Got it'),
    blocked: t('blocked', 'Blocked'),
    cannotConnect: t('cannot_connect', 'Cannot connect'),
    cannotDecode: t('cannot_decode', 'Can not decode email. Unknown reason'),
  }
}

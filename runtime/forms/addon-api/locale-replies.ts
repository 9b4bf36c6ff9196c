import type { Radio } from './radio'
import { formEnvFromGlobals } from '../logic/env'
import { decodeNumber, encodeNumber } from '../logic/locale/number-locale'
import { numberLog } from './type-hooks'

/**
 * Boot step 5 of contract (b): `app: locale:decodeNumber(text)` (a locale number to machine
 * format, `'NaN'` when unreadable) and `app: locale:encodeNumber(number, precision?)` (to the
 * site format), with the separators of `nfi18n` as the page holds it when asked; each is
 * logged while `window.nfLocaleConverterDebug` is on.
 */
export function registerLocaleReplies(radio: Radio, win: Window): void {
  const locale = () => {
    const own = formEnvFromGlobals({}, (win as unknown as { nfi18n?: unknown }).nfi18n).locale
    const log = numberLog(win)
    return log ? { ...own, log } : own
  }
  const app = radio.channel('app')
  app.reply('locale:decodeNumber', (text: unknown) =>
    decodeNumber(text === undefined || text === null ? '' : String(text), locale()),
  )
  // An unusable precision makes Intl throw; the bus reports it and answers undefined.
  app.reply('locale:encodeNumber', (value: unknown, precision?: unknown) =>
    encodeNumber(
      typeof value === 'number' ? value : String(value ?? ''),
      locale(),
      precision === undefined || precision === null ? undefined : Number(precision),
    ),
  )
}

/** Site locales a fixture can be rendered in. */
export type SiteLocale = 'en_US' | 'de_DE' | 'fr_FR'

const MESSAGES = {
  ninjaForms: 'Ninja Forms',
  changeEmailErrorMsg: 'Please enter a valid email address!',
  changeDateErrorMsg: 'Please enter a valid date!',
  confirmFieldErrorMsg: 'These fields must match!',
  fieldNumberNumMinError: 'Number Min Error',
  fieldNumberNumMaxError: 'Number Max Error',
  fieldNumberIncrementBy: 'Please increment by ',
  formErrorsCorrectErrors: 'Please correct errors before submitting this form.',
  formHoneypot: 'If you are a human seeing this field, please leave it empty.',
  validateRequiredField: 'This is a required field.',
  honeypotHoneypotError: 'Honeypot Error',
  fieldTextareaRTEInsertLink: 'Insert Link',
  fieldTextareaRTEInsertMedia: 'Insert Media',
  fieldTextareaRTESelectAFile: 'Select a file',
  dismiss: 'Dismiss',
  insertLink: 'Insert Link',
  fileUploadOldCodeFileUploadInProgress: 'File Upload in Progress.',
  fileUploadOldCodeFileUpload: 'FILE UPLOAD',
  of: 'of',
  previousMonth: 'Previous Month',
  nextMonth: 'Next Month',
  fieldsMarkedRequired:
    'Fields marked with an <span class="ninja-forms-req-symbol">*</span> are required',
  recaptchaConsentMissing: 'reCaptcha validation couldn&#039;t load.',
  recaptchaMissingCookie:
    'reCaptcha v3 validation couldn&#039;t load the cookie needed to submit the form.',
  recaptchaConsentEvent: 'Accept reCaptcha cookies before sending the form.',
}

const LOCALES: Record<SiteLocale, Record<string, unknown>> = {
  en_US: {
    currencySymbol: '$',
    thousands_sep: ',',
    decimal_point: '.',
    siteLocale: 'en_US',
    dateFormat: 'm/d/Y',
    startOfWeek: '1',
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    monthsShort: [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    weekdaysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    weekdaysMin: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
  },
  de_DE: {
    currencySymbol: '€',
    thousands_sep: '.',
    decimal_point: ',',
    siteLocale: 'de_DE',
    dateFormat: 'd.m.Y',
    startOfWeek: '1',
  },
  fr_FR: {
    currencySymbol: '€',
    thousands_sep: '\u202f',
    decimal_point: ',',
    siteLocale: 'fr_FR',
    dateFormat: 'd/m/Y',
    startOfWeek: '1',
  },
}

/** `nfi18n` as `wp_localize_script` prints it for a site locale (entities decoded). */
export function nfi18n(locale: SiteLocale = 'en_US'): Record<string, unknown> {
  const decoded = Object.fromEntries(
    Object.entries(MESSAGES).map(([k, v]) => [k, v.replace(/&#039;/g, "'")]),
  )
  return { ...decoded, ...LOCALES.en_US, ...LOCALES[locale] }
}

/** The message keys of `nfi18n` (a stored non-empty form setting of the same name wins). */
export const MESSAGE_KEYS: ReadonlySet<string> = new Set(Object.keys(MESSAGES))

/** Currency code → the symbol as the server prints it in `form.settings`. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  USD: '&#36;',
  EUR: '&euro;',
  GBP: '&pound;',
  JPY: '&yen;',
}

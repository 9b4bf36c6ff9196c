/** The English texts of `nfi18n`, used when neither the form settings nor `nfi18n` give one. */
export const DEFAULT_MESSAGES: Readonly<Record<string, string>> = {
  validateRequiredField: 'This is a required field.',
  changeEmailErrorMsg: 'Please enter a valid email address!',
  changeDateErrorMsg: 'Please enter a valid date!',
  confirmFieldErrorMsg: 'These fields must match!',
  fieldNumberNumMinError: 'Number Min Error',
  fieldNumberNumMaxError: 'Number Max Error',
  fieldNumberIncrementBy: 'Please increment by ',
  formErrorsCorrectErrors: 'Please correct errors before submitting this form.',
  honeypotHoneypotError: 'Honeypot Error',
  recaptchaConsentMissing: 'reCaptcha validation couldn\u2019t load.',
  recaptchaMissingCookie: 'The reCaptcha v3 cookie is missing.',
  recaptchaConsentEvent: 'Accept reCaptcha cookies before sending the form.',
  unique_field_error: 'A form with this value has already been submitted.',
}

/** Looks up a message text by its key. */
export type MessageLookup = (key: string) => string

/**
 * Messages from the form settings first (a stored non-empty setting wins), then `nfi18n`,
 * then the English defaults.
 */
export function createMessages(
  settings: Readonly<Record<string, unknown>>,
  i18n: Readonly<Record<string, unknown>>,
): MessageLookup {
  return (key) => {
    const fromSettings = settings[key]
    if (typeof fromSettings === 'string' && fromSettings !== '') return fromSettings
    const fromI18n = i18n[key]
    if (typeof fromI18n === 'string' && fromI18n !== '') return fromI18n
    return DEFAULT_MESSAGES[key] ?? key
  }
}

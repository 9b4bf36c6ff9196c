import type { MessageLookup } from './messages'

/** Form error id of the honeypot. */
export const HONEYPOT_ERROR_ID = 'honeyPot'

/** Honeypot: any text typed into the hidden input is an error; clearing it removes the error. */
export function honeypotError(text: string, messages: MessageLookup): string | undefined {
  return text === '' ? undefined : messages('honeypotHoneypotError')
}

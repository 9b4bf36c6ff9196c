/**
 * The request error catalogue of spec §8, worded exactly as the reference plugin's request
 * class words it (`ApbctXhr.error()` in "Anti-Spam by CleanTalk" 6.85, which logs
 * `ctXHR error: <text>`); only the prefix of the console line is ours (see logCallError).
 * These texts are also what a failed call returns, so features can show "the transport
 * status text" (e.g. the decoder's cannot-connect line).
 */
import { bramble } from '../../core/message'

export const CALL_ERRORS = {
  timeout: 'Server response timeout',
  parse: 'Unexpected response from server. See console for details.',
  internal: 'Internal server error.',
  /** No HTTP reply to judge (a network failure): the status text, plus any detail. */
  unexpected: (statusText: string, info?: string) =>
    `Unexpected error. Status: ${statusText}.${info ? ` Additional error info: ${info}` : ''}`,
  /** The reference writes no space after the colon. */
  code: (status: number) => `Unexpected response code:${status}`,
} as const

/** Writes a failed call to the console in the house format (console only, never thrown). */
export function logCallError(name: string, error: string): void {
  console.error(bramble(`Failed to call the anti-spam endpoint "${name}": ${error}`))
}

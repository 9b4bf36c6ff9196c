/**
 * The request error catalogue of spec §8, worded exactly as the plugin's console shows it.
 * These texts are also what a failed call returns, so features can show "the transport
 * status text" (e.g. the decoder's cannot-connect line).
 */
export const CALL_ERRORS = {
  timeout: 'Server response timeout',
  parse: 'Unexpected response from server',
  internal: 'Internal server error',
  /** Network failure: no HTTP status at all. */
  unexpected: (statusText: string) => `Unexpected error. Status: ${statusText}`,
  code: (status: number) => `Unexpected response code: ${status}`,
} as const

/** Writes a failed call to the console in the house format (console only, never thrown). */
export function logCallError(name: string, error: string): void {
  console.error(`[bramble] Failed to call the anti-spam endpoint "${name}": ${error}.`)
}

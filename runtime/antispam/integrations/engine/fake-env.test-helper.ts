import type { FieldSource } from './added-field'
import type { FetchTables, IntegrationEnv } from './env'
import type { IntegrationSettings } from './settings'
import type { CallResult, CallSpec } from '../../transport/types'

/** A 64-hex event token for tests. */
export const TOKEN = 'ab'.repeat(32)
/** A no-cookie payload for tests, with base64's `+`, `/` and `=`. */
export const NO_COOKIE = '_ct_no_cookie_data_eyJjdF9wc190aW1lc3RhbXAiOjE3MTk5OTk5OTl9+/=='

/** An integration environment over the test DOM, recording replies and calls. */
export function fakeEnv(
  over: {
    detectorOn?: boolean
    token?: string
    settings?: Partial<IntegrationSettings>
    cookieMode?: IntegrationEnv['cookieMode']
    callResult?: CallResult
    /** What the fetch wrapper reads (none by default; a plugin's test passes its own). */
    fetchTables?: FetchTables
  } = {},
): IntegrationEnv & { replies: [unknown, boolean][]; calls: CallSpec[] } {
  const replies: [unknown, boolean][] = []
  const calls: CallSpec[] = []
  const token = over.token ?? TOKEN
  const fields: FieldSource = {
    detectorOn: over.detectorOn ?? false,
    token: () => token,
    rawToken: () => (token ? JSON.stringify({ value: token, timestamp: 1719999999 }) : null),
    noCookie: () => NO_COOKIE,
  }
  return {
    win: window,
    // No integration under unit test makes calls of its own through the runtime context.
    ctx: {} as IntegrationEnv['ctx'],
    cookieMode: over.cookieMode ?? 'none',
    settings: {
      checkInternal: false,
      checkExternal: false,
      wcAddToCart: false,
      wcAjaxAddToCart: false,
      visibleFieldsRequired: true,
      ...over.settings,
    },
    fields,
    fetchTables: over.fetchTables ?? { rules: [], checks: [] },
    visibleFields: (c) =>
      c?.querySelector<HTMLInputElement>('input[id^="apbct_visible_fields_"]')?.value,
    reply(reply, trusted) {
      replies.push([reply, trusted])
    },
    transport: {
      call(spec) {
        calls.push(spec)
        return Promise.resolve(over.callResult ?? { ok: true, data: {}, status: 200 })
      },
    },
    replies,
    calls,
  }
}

import { detectBlock } from '../block-modal/detect'
import { addedField } from './added-field'
import type { IntegrationEnv } from './env'
import type { PreCheck } from './pre-checks'

/** The pre-check a fetch needs, if any (its setting on, its marker and URL present). */
export function findPreCheck(
  checks: readonly PreCheck[],
  url: string,
  env: IntegrationEnv,
): PreCheck | undefined {
  const doc = env.win.document
  return checks.find(
    (c) =>
      url.includes(c.urlPart) &&
      env.settings[c.setting] &&
      (typeof c.marker === 'string' ? doc.querySelector(c.marker) : c.marker(doc)) !== null,
  )
}

/**
 * Asks the server about a submission before it leaves. Resolves true when it may go on;
 * a block reply is shown by block detection and resolves false. A failed check lets the
 * submission through: the visitor is never stuck because the check could not run.
 */
export async function runPreCheck(
  check: PreCheck,
  body: unknown,
  env: IntegrationEnv,
): Promise<boolean> {
  const field = addedField(env.fields, 'U')
  const fields = { ...check.fields(body, env), [field.key]: field.value }
  const result = await env.transport.call({
    action: check.action,
    route: check.action,
    transport: 'admin_ajax',
    fields,
  })
  if (!result.ok) return true
  // The reply to the runtime's own call: the transport's reply listeners show the message.
  if (!detectBlock(result.data, { trusted: true })) return true
  check.onBlock?.(env)
  return false
}
